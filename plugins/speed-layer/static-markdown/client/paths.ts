/** One spelling per page: no trailing slash (except the root), no `index.html`, decoded. */
export function normalizePagePath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // A malformed escape is compared as written.
  }
  const withoutIndex = decoded.replace(/\/index\.html$/, '/');
  return withoutIndex.length > 1 ? withoutIndex.replace(/\/+$/, '') || '/' : withoutIndex;
}

type DocsGlobalData = {versions?: {docs?: {path: string}[]}[]};

/** The paths of every doc page, read from the docs plugin's global data. */
export function docPagePaths(globalData: Record<string, Record<string, unknown> | undefined>): Set<string> {
  const paths = new Set<string>();
  for (const instance of Object.values(globalData['docusaurus-plugin-content-docs'] ?? {})) {
    for (const version of (instance as DocsGlobalData).versions ?? []) {
      for (const doc of version.docs ?? []) paths.add(normalizePagePath(doc.path));
    }
  }
  return paths;
}
