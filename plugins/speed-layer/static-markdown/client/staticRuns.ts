import globalData from '@generated/globalData';
import {docPagePaths, normalizePagePath} from './paths';

/** Attribute on each run's element; its value names the page's source and the run. */
export const RUN_ATTRIBUTE = 'data-md-run';

/** Each run's HTML by id: read from the first page, or parsed from pages fetched since. */
const runHtml = new Map<string, string>();
const pagesLoaded = new Map<string, Promise<void>>();
let docPaths: Set<string> | undefined;

function rememberRuns(root: ParentNode): void {
  for (const element of Array.from(root.querySelectorAll(`[${RUN_ATTRIBUTE}]`))) {
    const id = element.getAttribute(RUN_ATTRIBUTE);
    if (id !== null && !runHtml.has(id)) runHtml.set(id, element.innerHTML);
  }
}

// The first page's runs are in the document already, written by the server.
if (typeof document !== 'undefined') {
  pagesLoaded.set(normalizePagePath(window.location.pathname), Promise.resolve());
}

export class StaticRunMissingError extends Error {
  constructor(id: string) {
    super(
      `Part of this page's text (${id}) is missing: the site was probably updated while the page was open. Reload the page to read it.`,
    );
    this.name = 'StaticRunMissingError';
  }
}

/**
 * The HTML of one run. On the first page, read from the element the server rendered (React
 * keeps that element's content as it is); after a navigation, from the fetched page.
 */
export function staticRunHtml(id: string): string {
  let html = runHtml.get(id);
  if (html === undefined) {
    rememberRuns(document);
    html = runHtml.get(id);
  }
  if (html === undefined) throw new StaticRunMissingError(id);
  return html;
}

async function fetchRuns(pathname: string): Promise<void> {
  const response = await fetch(pathname, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`Loading ${pathname} failed: HTTP ${response.status}`);
  rememberRuns(new DOMParser().parseFromString(await response.text(), 'text/html'));
}

/**
 * Before navigating to a doc page, fetch its HTML once, so its static text is ready when it
 * renders. A failure rejects, like a chunk that fails to load: core's navigation then
 * reloads the page from the server.
 */
export function loadStaticRuns(pathname: string): Promise<void> {
  const page = normalizePagePath(pathname);
  docPaths ??= docPagePaths(globalData as Parameters<typeof docPagePaths>[0]);
  if (!docPaths.has(page)) return Promise.resolve();
  let loading = pagesLoaded.get(page);
  if (!loading) {
    loading = fetchRuns(pathname).catch((error: unknown) => {
      pagesLoaded.delete(page);
      throw error;
    });
    pagesLoaded.set(page, loading);
  }
  return loading;
}
