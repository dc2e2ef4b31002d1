// @ts-check
/**
 * Where the Markdown copy of a page is served: its route plus `.md` (`/deployment/docker` →
 * `/deployment/docker.md`, `/deployment/` → `/deployment.md`), `index.md` for the site root.
 * Plain JavaScript without Node imports: the build, the scripts and the browser all use it.
 * @param {string} route the page's route, base URL included
 * @param {string} baseUrl
 */
export function markdownUrlOf(route, baseUrl) {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  if (route === base || `${route}/` === base) return `${base}index.md`;
  return `${route.replace(/\/+$/, '')}.md`;
}
