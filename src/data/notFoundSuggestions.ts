export type Suggestion = {label: string; to: string; why: string};

/** Pages most readers are after when they land on a dead link. */
export const POPULAR_PAGES: Suggestion[] = [
  {label: 'Introduction', to: '/', why: 'What the viewer is and where each kind of reader starts.'},
  {label: 'Data sources', to: '/configuration/dataSources/introduction', why: 'Connect the viewer to your archive.'},
  {label: 'Deployment', to: '/deployment/', why: 'Build and host the viewer, behind nginx or in Docker.'},
  {label: 'Extensions', to: '/platform/extensions/', why: 'Add panels, tools, viewports and data sources.'},
  {label: 'Migration guide', to: '/migration-guide/', why: 'Upgrade from 3.8 or earlier.'},
  {label: 'All versions', to: '/versions', why: 'The page may live in an older version of the docs.'},
];

/**
 * Pages moved between versions keep their path below the version prefix, so a
 * dead `/3.8/x` link often exists as `/x` in the latest docs, and vice versa.
 */
export function otherVersionPath(pathname: string, baseUrl: string): string | undefined {
  const path = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname.replace(/^\//, '');
  if (path.startsWith('3.8/')) return `/${path.slice('3.8/'.length)}`;
  if (path === '' || path.startsWith('3.8')) return undefined;
  return `/3.8/${path}`;
}
