import React, {lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/CodeBlock';
// Outside theme/: every file there would become (and shadow) a @theme/CodeBlock/* component.
import StaticCodeBlock from '../../components/StaticCodeBlock';

// The theme's own code block, with Prism, for code that only exists at run time.
const RuntimeCodeBlock = lazy(() => import('@theme-init/CodeBlock'));

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * True once the element has come within a screen's height of the viewport; at once where there
 * is no IntersectionObserver.
 */
function useNearScreen(ref: RefObject<Element | null>, watching: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!watching || near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      {rootMargin: '100% 0px'},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, watching, near]);
  return near;
}

/**
 * Code given at run time: plain until hydrated and near the screen, then highlighted by the
 * theme's block, loaded on demand. Each block is highlighted as the reader comes near it, in a
 * task of its own: a design page has a dozen blocks, and highlighting them all at once after
 * hydration was the page's longest task on a phone.
 */
function RuntimeCode(props: Props): ReactNode {
  // Suspending while hydrating would make React throw the page's markup away (error 421) as
  // soon as anything above updates, so the highlighter is only loaded once the page is live.
  const isBrowser = useIsBrowser();
  const container = useRef<HTMLDivElement>(null);
  const code = typeof props.children === 'string' ? props.children.replace(/\n$/, '') : undefined;
  // Plain text has nothing to highlight: it never needs the highlighter.
  const plainText = props.language === 'text';
  const near = useNearScreen(container, isBrowser && code !== undefined && !plainText);
  const plain =
    code === undefined ? null : (
      <StaticCodeBlock
        html={escapeHtml(code)}
        className={props.language ? `language-${props.language}` : props.className}
        title={props.title}
        containerRef={container}
      />
    );
  if (plain && (!isBrowser || !near || plainText)) return plain;
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
