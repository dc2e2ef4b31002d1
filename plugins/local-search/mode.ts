/**
 * Which search the site ships, decided once from the build environment: the offline index
 * (default) or a hosted Algolia index (all three `ALGOLIA_*` variables set). Everything that
 * differs between the two is derived here: the plugin's options, the theme's `algolia`
 * settings and the hosts the Content-Security-Policy must let the browser reach.
 */

export type Env = Record<string, string | undefined>;

export type HostedSearch = {appId: string; apiKey: string; indexName: string};

/** The hosted Algolia index when all three settings are present, otherwise `undefined`. */
export function resolveHostedSearch(env: Env): HostedSearch | undefined {
  const appId = env.ALGOLIA_APP_ID?.trim();
  const apiKey = env.ALGOLIA_API_KEY?.trim();
  const indexName = env.ALGOLIA_INDEX_NAME?.trim();
  return appId && apiKey && indexName ? {appId, apiKey, indexName} : undefined;
}

/**
 * The hosts DocSearch's Algolia client queries for an application: the DSN host first, then
 * three fallbacks (what a Content-Security-Policy must let the browser connect to).
 */
export function hostedSearchOrigins({appId}: HostedSearch): string[] {
  const id = appId.toLowerCase();
  return [`https://${id}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `https://${id}-${n}.algolianet.com`)];
}

/** The plugin's options: the mode, the hosted index when there is one, where "Let us know" leads. */
export type SiteSearchOptions = ({mode: 'local'} | {mode: 'hosted'; hosted: HostedSearch}) & {
  missingResultsRepository?: string;
};

/** DocSearch settings of both modes. */
const DOCSEARCH = {contextualSearch: true, searchPagePath: 'search', insights: false} as const;
/**
 * The theme refuses to start without Algolia credentials; with the local index they are never
 * used (the dialog and the /search page get the local client instead).
 */
const LOCAL_PLACEHOLDER = {appId: 'LOCAL', apiKey: 'local-search-only', indexName: 'ohif-docs'};

/** The one switch: everything the site configuration needs for the search mode of `env`. */
export function siteSearch(env: Env, {missingResultsRepository}: {missingResultsRepository?: string} = {}) {
  const hosted = resolveHostedSearch(env);
  const options: SiteSearchOptions = {
    ...(hosted ? {mode: 'hosted' as const, hosted} : {mode: 'local' as const}),
    missingResultsRepository,
  };
  return {
    /** The plugin entry for `plugins`. */
    plugin: ['./plugins/local-search/index.ts', options] as [string, SiteSearchOptions],
    /** `themeConfig.algolia`. */
    algolia: {...(hosted ?? LOCAL_PLACEHOLDER), ...DOCSEARCH},
    /** Origins the browser must reach for search: Algolia's hosts in hosted mode, none locally. */
    connectOrigins: hosted ? hostedSearchOrigins(hosted) : [],
  };
}
