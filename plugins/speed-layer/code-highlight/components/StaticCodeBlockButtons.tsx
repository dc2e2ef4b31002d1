import React, {useEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {useWordWrap} from './useWordWrap';
import Button from '@theme/CodeBlock/Buttons/Button';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import IconWordWrap from '@theme/Icon/WordWrap';
import buttonsStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/styles.module.css';
import copyStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/CopyButton/styles.module.css';
import wrapStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/WordWrapButton/styles.module.css';

type Props = {codeRef: RefObject<HTMLElement | null>; wordWrap: ReturnType<typeof useWordWrap>};

/**
 * The theme's word-wrap and copy buttons, with the same markup, labels and styles, for a
 * pre-highlighted block: the code to copy is read from the page, so the theme's code-block
 * context (and the metastring parser it brings along) is not needed.
 */
export default function Buttons({codeRef, wordWrap}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const [copied, setCopied] = useState(false);
  const timeout = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timeout.current), []);
  // Not server-rendered, like the theme's: they need React to work.
  if (!isBrowser) return null;

  const copy = () => {
    const code = (codeRef.current?.textContent ?? '').replace(/\n$/, '');
    const write = navigator.clipboard
      ? navigator.clipboard.writeText(code)
      : import('copy-text-to-clipboard').then(({default: copyText}) => void copyText(code));
    void write.then(() => {
      setCopied(true);
      timeout.current = window.setTimeout(() => setCopied(false), 1000);
    });
  };
  const wrapTitle = translate({id: 'theme.CodeBlock.wordWrapToggle', message: 'Toggle word wrap'});
  return (
    <div className={buttonsStyles.buttonGroup}>
      {(wordWrap.isEnabled || wordWrap.isCodeScrollable) && (
        <Button
          onClick={() => wordWrap.toggle()}
          className={clsx(wordWrap.isEnabled && wrapStyles.wordWrapButtonEnabled)}
          aria-label={wrapTitle}
          title={wrapTitle}
        >
          <IconWordWrap className={wrapStyles.wordWrapButtonIcon} aria-hidden="true" />
        </Button>
      )}
      <Button
        aria-label={
          copied
            ? translate({id: 'theme.CodeBlock.copied', message: 'Copied'})
            : translate({id: 'theme.CodeBlock.copyButtonAriaLabel', message: 'Copy code to clipboard'})
        }
        title={translate({id: 'theme.CodeBlock.copy', message: 'Copy'})}
        className={clsx(copyStyles.copyButton, copied && copyStyles.copyButtonCopied)}
        onClick={copy}
      >
        <span className={copyStyles.copyButtonIcons} aria-hidden="true">
          <IconCopy className={copyStyles.copyButtonIcon} />
          <IconSuccess className={copyStyles.copyButtonSuccessIcon} />
        </span>
      </Button>
    </div>
  );
}
