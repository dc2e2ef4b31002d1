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
