import React, {useRef, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {RUN_ATTRIBUTE, staticRunHtml} from '../../client/staticRuns';
import {useStaticLinks} from '../../client/useStaticLinks';

type Props = {id: string; belowFold?: boolean; children?: ReactNode};

/** The element id of the page's first run below the first screen (see `recma.ts`). */
const FOLD_ID = 'static-markdown-fold';

/**
 * One run of a page's static Markdown (see the plugin's `recma.ts`). The server renders the
 * children; the browser build has none and sets the same HTML instead: on the first page
 * React hydrates the element without touching its content, and after a navigation the HTML
 * comes from the fetched page. `display: contents` keeps the element out of the layout.
 */
export default function StaticMarkdownRun({id, belowFold, children}: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const isStatic = children === undefined;
  useStaticLinks(ref, isStatic);
  const attributes = {
    className: 'static-markdown-run',
    [RUN_ATTRIBUTE]: id,
    // The first block below the first screen: blocks from here on render on demand
    // (client/offscreenBlocks.css).
    ...(belowFold && {id: FOLD_ID}),
    ref,
  };
  const run = isStatic ? (
    <div {...attributes} dangerouslySetInnerHTML={{__html: staticRunHtml(id)}} />
  ) : (
    <div {...attributes}>{children}</div>
  );
  if (!belowFold) return run;
  return (
    <>
      <Head>
        {/* The first paint waits until the parser is past the first screen, so nothing on it is
            painted half parsed (a table whose columns change width as its rows arrive). */}
        <link rel="expect" href={`#${FOLD_ID}`} blocking="render" />
      </Head>
      {run}
    </>
  );
}
