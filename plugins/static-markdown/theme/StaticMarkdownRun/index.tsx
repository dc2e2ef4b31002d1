import React, {useRef, type ReactNode} from 'react';
import {RUN_ATTRIBUTE, staticRunHtml} from '../../client/staticRuns';
import {useStaticLinks} from '../../client/useStaticLinks';

type Props = {id: string; children?: ReactNode};

/**
 * One run of a page's static Markdown (see the plugin's `recma.ts`). The server renders the
 * children; the browser build has none and sets the same HTML instead: on the first page
 * React hydrates the element without touching its content, and after a navigation the HTML
 * comes from the fetched page. `display: contents` keeps the element out of the layout.
 */
export default function StaticMarkdownRun({id, children}: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const isStatic = children === undefined;
  useStaticLinks(ref, isStatic);
  const attributes = {className: 'static-markdown-run', [RUN_ATTRIBUTE]: id, ref};
  if (!isStatic) return <div {...attributes}>{children}</div>;
  return <div {...attributes} dangerouslySetInnerHTML={{__html: staticRunHtml(id)}} />;
}
