import React, {useRef, type ReactNode, type Ref} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useWordWrap} from './useWordWrap';
import Buttons from './StaticCodeBlockButtons';
// The theme's own styles, so a static block looks exactly like one the theme renders.
import containerStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import layoutStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/styles.module.css';

type Props = {
  html: string;
  className?: string;
  title?: ReactNode;
  /** The block's outermost element, for a caller that watches where it is. */
  containerRef?: Ref<HTMLDivElement>;
};

/**
 * A code block from pre-highlighted HTML: the theme's layout, title and buttons (word wrap,
 * copy), with colours from the generated stylesheet instead of inline styles, so nothing
 * re-renders once the colour mode is known.
 */
export default function StaticCodeBlock({html, className, title, containerRef}: Props): ReactNode {
  const wordWrap = useWordWrap();
  const codeRef = useRef<HTMLElement>(null);
  const language = /language-(\S+)/.exec(className ?? '')?.[1] ?? 'text';
  return (
    <div
      ref={containerRef}
      className={clsx(
        className,
        !className?.includes('language-') && `language-${language}`,
        containerStyles.codeBlockContainer,
        ThemeClassNames.common.codeBlock,
        'code-block-static',
      )}
    >
      {title && <div className={layoutStyles.codeBlockTitle}>{title}</div>}
      <div className={layoutStyles.codeBlockContent}>
        <pre
          ref={wordWrap.codeBlockRef}
          tabIndex={0}
          className={clsx('prism-code', `language-${language}`, contentStyles.codeBlock, 'thin-scrollbar')}
        >
          <code ref={codeRef} className={contentStyles.codeBlockLines} dangerouslySetInnerHTML={{__html: html}} />
        </pre>
        <Buttons codeRef={codeRef} wordWrap={wordWrap} />
      </div>
    </div>
  );
}
