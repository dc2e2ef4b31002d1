import React, {useId} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {OhifUiGlobalData} from '@site/plugins/ohif-ui';
import {choosePreviewTheme, usePreviewTheme} from './previewTheme';

type Props = {
  className?: string;
  /** Link to the page listing each theme's values; off on that page itself. */
  linkValues?: boolean;
};

/**
 * Chooses the theme every live preview on the site is shown in: Default or one of the presets
 * the package ships (read from it at build time). Without JavaScript there is nothing to restyle,
 * so the control is disabled until the page runs.
 */
export default function ThemePicker({className, linkValues = true}: Props): React.JSX.Element {
  const {themes} = usePluginData('ohif-ui') as OhifUiGlobalData;
  const theme = usePreviewTheme();
  const isBrowser = useIsBrowser();
  const id = useId();
  return (
    // A paragraph, so its link is underlined like every link in running text.
    <p className={clsx('margin-vert--sm', className)}>
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
      <small id={`${id}-note`}>
        Applies to every live example on the site.
        {linkValues && (
          <>
            {' '}
            Each theme&apos;s values: <Link to="/colors-and-type#colors">Colors and type</Link>.
          </>
        )}
      </small>
    </p>
  );
}
