/**
 * Build-time settings read from the environment. Kept apart from the config so
 * they can be unit-tested: the config only reads what these return.
 */
export type Env = Record<string, string | undefined>;

/** `BASE_URL` with exactly one leading and one trailing slash; `/` when unset. */
export function resolveBaseUrl(env: Env): string {
  const raw = (env.BASE_URL ?? '').trim();
  const inner = raw.replace(/^\/+|\/+$/g, '');
  return inner ? `/${inner}/` : '/';
}

/** Google Analytics id, or `undefined` so that no analytics script is emitted. */
export function resolveGtagId(env: Env): string | undefined {
  const id = (env.GTAG_ID ?? '').trim();
  return id === '' ? undefined : id;
}

/** Where the public OHIF docs live: the site's address unless a deployment gives its own. */
export const DEFAULT_SITE_URL = 'https://docs.ohif.org';

/** `value` as an http(s) URL, or an error naming the variable and an example. */
function parseHttpUrl(name: string, value: string, example: string): URL {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password) {
    throw new Error(`${name} must be an http(s) address such as ${example}, not "${value}".`);
  }
  return url;
}

/**
 * `SITE_URL`: the deployment's own address (scheme and host, no path), which canonical links,
 * the sitemap, the OpenSearch description, the Markdown copies and llms.txt are built on.
 * The path the site lives under is `BASE_URL`'s.
 */
export function resolveSiteUrl(env: Env): string {
  const raw = (env.SITE_URL ?? '').trim();
  if (raw === '') return DEFAULT_SITE_URL;
  const url = parseHttpUrl('SITE_URL', raw, 'https://docs.example.org');
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new Error(
      `SITE_URL is the scheme and host only, such as ${url.origin}; put the path ("${url.pathname}") in BASE_URL.`,
    );
  }
  return url.origin;
}

/**
 * `EDIT_URL`: the address of this site's folder in a repository (e.g.
 * `https://github.com/OHIF/Viewers/edit/master/platform/docs/`), with a trailing slash, so each
 * doc page's "Edit this page" links its own file; `undefined` (no link) when unset.
 */
export function resolveEditUrl(env: Env): string | undefined {
  const raw = (env.EDIT_URL ?? '').trim();
  if (raw === '') return undefined;
  const url = parseHttpUrl('EDIT_URL', raw, 'https://github.com/OHIF/Viewers/edit/master/platform/docs/');
  return url.href.replace(/\/?$/, '/');
}

/** What the site asks of search-engine crawlers. */
export type RobotsPolicy = 'index' | 'noindex';

/** `ROBOTS`: `index` (default) lets crawlers in; `noindex`, for an intranet copy, asks them to stay out. */
export function resolveRobots(env: Env): RobotsPolicy {
  const raw = (env.ROBOTS ?? '').trim().toLowerCase();
  if (raw === '' || raw === 'index') return 'index';
  if (raw === 'noindex') return 'noindex';
  throw new Error(`ROBOTS must be "index" or "noindex", not "${env.ROBOTS}".`);
}
