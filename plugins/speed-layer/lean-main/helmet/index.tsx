/*
 * react-helmet-async for the browser build (aliased by ../index.ts; the server render keeps the
 * real one, which writes the head into each page's HTML). Same merging of the mounted <Helmet>s,
 * innermost last, but the head is brought up to date once per React commit, from what every
 * mounted <Helmet> asks for: react-helmet-async wrote it each time a <Helmet> rendered, so while
 * a page hydrated it removed most of the head written by the server and added it back, and
 * changed <html>'s class (a style recalculation of the whole page) three times.
 */
import React, {useLayoutEffect, useState, type ReactNode} from 'react';
import {commitHead} from './commitHead';
import {mergeRequests, requestOf, type HeadRequest} from './headState';

// Mounted <Helmet>s by mount order: the later one wins where two ask for the same thing.
const requests = new Map<number, HeadRequest>();
let nextMountOrder = 0;
let commitQueued = false;

function queueCommit(): void {
  if (commitQueued) return;
  commitQueued = true;
  // After the React commit that changed a request, when every <Helmet> of it has reported.
  queueMicrotask(() => {
    commitQueued = false;
    const ordered = [...requests.entries()].sort(([a], [b]) => a - b).map(([, request]) => request);
    commitHead(mergeRequests(ordered));
  });
}

export function Helmet(props: Record<string, unknown>): null {
  // Render order, outermost first, as react-helmet-async counts it.
  const [mountOrder] = useState(() => nextMountOrder++);
  const request = requestOf(props);
  // A new object on every render; the head changes only when what it asks for does.
  const requestKey = JSON.stringify(request);
  useLayoutEffect(() => {
    requests.set(mountOrder, request);
    queueCommit();
  }, [mountOrder, requestKey]);
  useLayoutEffect(
    () => () => {
      requests.delete(mountOrder);
      queueCommit();
    },
    [mountOrder],
  );
  return null;
}

/** The browser needs no context: the head is the document's. */
export function HelmetProvider({children}: {children?: ReactNode}): React.JSX.Element {
  return <>{children}</>;
}
