import {VERSIONED_DOCS} from './versions';

export type Suggestion = {label: string; to: string; why: string};

/** Pages most readers are after when they land on a dead link. */
export const POPULAR_PAGES: Suggestion[] = [
  {label: 'Introduction', to: '/', why: 'What the viewer is and where each kind of reader starts.'},
  {label: 'Data sources', to: '/configuration/dataSources/introduction', why: 'Connect the viewer to your archive.'},
  {label: 'Deployment', to: '/deployment/', why: 'Build and host the viewer, behind nginx or in Docker.'},
  {label: 'Extensions', to: '/platform/extensions/', why: 'Add panels, tools, viewports and data sources.'},
  {
    label: 'Migration guide',
    to: '/migration-guide/',
    why: `Upgrade from ${VERSIONED_DOCS[0] ?? 'an older release'} or earlier.`,
  },
  {label: 'All versions', to: '/versions', why: 'The page may live in an older version of the docs.'},
];

/**
 * Pages moved between versions keep their path below the version prefix, so a dead
 * `/<version>/x` link often exists as `/x` in the latest docs, and a dead `/x` as
 * `/<newest older version>/x`. Versions come from versions.json.
 */
export function otherVersionPath(
  pathname: string,
  baseUrl: string,
  versioned: readonly string[] = VERSIONED_DOCS,
): string | undefined {
  const path = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname.replace(/^\//, '');
  const version = versioned.find((name) => path.startsWith(`${name}/`));
  if (version) return `/${path.slice(version.length + 1)}`;
  const newest = versioned[0];
  if (path === '' || !newest || versioned.some((name) => path.startsWith(name))) return undefined;
  return `/${newest}/${path}`;
}
