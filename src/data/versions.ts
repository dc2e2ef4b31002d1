import versionsJson from '../../versions.json';

/**
 * The one place that names the documentation versions, with versions.json (which
 * `docusaurus docs:version` writes). The config labels the dropdown from it, the /versions
 * page renders it, the 404 page and the scripts read the older versions from it.
 */
export const CURRENT_VERSION = '3.9.3';

/** Versions with docs of their own under `/<version>/`, newest first (versions.json). */
export const VERSIONED_DOCS: readonly string[] = versionsJson;

/** The docs plugin's `versions` option: the current docs at the root, each older one under its name. */
export function docsVersionsConfig(
  versioned: readonly string[] = VERSIONED_DOCS,
): Record<string, {label: string; path: string; banner?: 'unmaintained'}> {
  return {
    current: {label: CURRENT_VERSION_LABEL, path: ''},
    ...Object.fromEntries(
      versioned.map((version) => [version, {label: version, path: version, banner: 'unmaintained' as const}]),
    ),
  };
}
export const CURRENT_VERSION_LABEL = `${CURRENT_VERSION} (Latest)`;

export type ArchivedVersion = {
  /** Label shown in the version dropdown and on the versions page. */
  label: string;
  /** Where the archived documentation is hosted. */
  href: string;
  released: string;
  summary: string;
};

export type HostedVersion = {
  label: string;
  /** Path of the version's introduction, relative to the site root. */
  path: string;
  released: string;
  summary: string;
};

export const HOSTED_VERSIONS: HostedVersion[] = [
  {
    label: CURRENT_VERSION_LABEL,
    path: '/',
    released: 'November 2024',
    summary:
      'Current release. New segmentation architecture, the ui-next component library, viewport action corners and the state-sync changes described in the 3.8 to 3.9 migration guide.',
  },
  {
    label: '3.8',
    path: '/3.8/',
    released: 'April 2024',
    summary: 'Previous release line. Use it only while you still run a 3.8 viewer; it receives no new documentation.',
  },
];

export const ARCHIVED_VERSIONS: ArchivedVersion[] = [
  {
    label: '2.0',
    href: 'https://v2.docs.ohif.org/',
    released: '2019',
    summary:
      'The React viewer built around a single cornerstone.js viewport and the extension system that 3.x replaced with modes.',
  },
  {
    label: '1.0',
    href: 'https://v1.docs.ohif.org/',
    released: '2017',
    summary: 'The original Meteor-based viewer. Kept online for historical reference only.',
  },
];
