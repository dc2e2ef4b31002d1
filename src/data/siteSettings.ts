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
