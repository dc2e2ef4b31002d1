import React, {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import StaticCodeBlock from './Static';

// The theme's own code block, with Prism, for code that only exists at run time.
const RuntimeCodeBlock = lazy(() => import('@theme-init/CodeBlock'));

/**
 * Fenced code blocks arrive highlighted at build time (a `highlighted` HTML prop, see
 * `rehype.ts`) and render without a highlighter; any other code block loads the theme's.
 */
export default function CodeBlock(props: Props & {highlighted?: string}): ReactNode {
  const {highlighted, ...rest} = props;
  if (typeof highlighted === 'string') {
    return <StaticCodeBlock html={highlighted} className={rest.className} title={rest.title} />;
  }
  return (
    <Suspense fallback={<pre>{typeof rest.children === 'string' ? rest.children : null}</pre>}>
      <RuntimeCodeBlock {...rest} />
    </Suspense>
  );
}
