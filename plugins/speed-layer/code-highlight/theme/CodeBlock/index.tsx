import React, {lazy, Suspense, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/CodeBlock';
// Outside theme/: every file there would become (and shadow) a @theme/CodeBlock/* component.
import StaticCodeBlock from '../../components/StaticCodeBlock';

// The theme's own code block, with Prism, for code that only exists at run time.
const RuntimeCodeBlock = lazy(() => import('@theme-init/CodeBlock'));

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Code given at run time: plain until hydrated, then highlighted by the theme's block, loaded on demand. */
function RuntimeCode(props: Props): ReactNode {
  // Suspending while hydrating would make React throw the page's markup away (error 421) as
  // soon as anything above updates, so the highlighter is only loaded once the page is live.
  const isBrowser = useIsBrowser();
  const code = typeof props.children === 'string' ? props.children.replace(/\n$/, '') : undefined;
  const plain =
    code === undefined ? null : (
      <StaticCodeBlock
        html={escapeHtml(code)}
        className={props.language ? `language-${props.language}` : props.className}
        title={props.title}
      />
    );
  if (!isBrowser && plain) return plain;
  return (
    <Suspense fallback={plain}>
      <RuntimeCodeBlock {...props} />
    </Suspense>
  );
}

/**
 * Fenced code blocks arrive highlighted at build time (a `highlighted` HTML prop, see
 * `rehype.ts`) and render without a highlighter; any other code block loads the theme's.
 */
export default function CodeBlock(props: Props & {highlighted?: string}): ReactNode {
  const {highlighted, ...rest} = props;
  if (typeof highlighted === 'string') {
    return <StaticCodeBlock html={highlighted} className={rest.className} title={rest.title} />;
  }
  return <RuntimeCode {...rest} />;
}
