import React, {useId} from 'react';
import clsx from 'clsx';
import {usePluginData} from '@docusaurus/useGlobalData';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {OhifUiGlobalData} from '@site/plugins/ohif-ui';
import {choosePreviewTheme, usePreviewTheme} from './previewTheme';

type Props = {className?: string};

/**
 * Chooses the theme every live preview on the site is shown in: Default or one of the presets
 * the package ships (read from it at build time). Without JavaScript there is nothing to restyle,
 * so the control is disabled until the page runs.
 */
export default function ThemePicker({className}: Props): React.JSX.Element {
  const {themes} = usePluginData('ohif-ui') as OhifUiGlobalData;
  const theme = usePreviewTheme();
  const isBrowser = useIsBrowser();
  const id = useId();
  return (
    <div className={clsx('margin-vert--sm', className)} data-ohif-theme-picker="">
      <label htmlFor={id} style={{marginRight: '0.5rem'}}>
        Preview theme
      </label>
      <select
        id={id}
        value={theme}
        disabled={!isBrowser}
        onChange={(event) => choosePreviewTheme(event.target.value)}
        aria-describedby={`${id}-note`}
      >
        {themes.map(({name, label}) => (
          <option key={name} value={name}>
            {label}
          </option>
        ))}
      </select>{' '}
      <small id={`${id}-note`}>Applies to every live example on the site.</small>
    </div>
  );
}
