import http from 'node:http';
import path from 'node:path';
import {expect, test, type APIRequestContext} from './support/test';
import {NGINX_PORT} from '../../playwright.config';
import {findNginx, startNginx, type RunningNginx} from './support/nginx';
import {input, pressSearchShortcut} from './support/searchDialog';

/**
 * deploy/nginx.conf on a real nginx, serving build/ as the README tells an intranet's IT team
 * to: routes, 404s, old-route redirects, compression, caching, security headers, and a search
 * under the enforced CSP. Skipped, with a message, where no nginx is installed.
 */
const ROOT = path.join(__dirname, '..', '..');
const NGINX = findNginx();

test.describe.configure({mode: 'serial'});
test.skip(
  !NGINX,
  'nginx is not installed (Debian: apt-get install nginx, as .ci/run does; or set NGINX_PATH): the nginx recipe is not tested',
);

/**
 * The main bundle named in a page: in its script list (with the speed layer, quoted as JSON) or
 * its `<script src>` (on the stock framework; minified HTML leaves attributes unquoted).
 */
const MAIN_SCRIPT = /["=](\/assets\/js\/main\.\w+\.js)\b/;

let server: RunningNginx;
test.beforeAll(async () => {
  server = await startNginx({
    nginx: NGINX!,
    buildDir: path.join(ROOT, 'build'),
    deployConf: path.join(ROOT, 'deploy', 'nginx.conf'),
    port: NGINX_PORT,
  });
});
test.afterAll(async () => {
  await server?.stop();
});

/** A plain HTTP GET whose headers are as nginx sent them (no decompression on the way). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{status: number; headers: http.IncomingHttpHeaders}> {
  return new Promise((resolve, reject) => {
    http
      .get(url, {headers}, (response) => {
        response.resume();
        response.on('end', () => resolve({status: response.statusCode ?? 0, headers: response.headers}));
      })
      .on('error', reject);
  });
}

const get = (request: APIRequestContext, pathname: string, headers: Record<string, string> = {}) =>
  request.get(`${server.origin}${pathname}`, {headers: {'Accept-Encoding': 'gzip, br', ...headers}, maxRedirects: 0});

test('serves pages of both versions, their Markdown copies and the llms files', async ({request}) => {
  for (const pathname of ['/', '/deployment/', '/deployment/docker', '/3.8/', '/3.8/deployment/docker', '/versions']) {
    const response = await get(request, pathname);
    expect(response.status(), pathname).toBe(200);
    expect(response.headers()['content-type'], pathname).toBe('text/html; charset=utf-8');
  }
  for (const pathname of ['/deployment/docker.md', '/3.8/deployment/docker.md']) {
    const response = await get(request, pathname);
    expect(response.status(), pathname).toBe(200);
    expect(response.headers()['content-type'], pathname).toBe('text/markdown; charset=utf-8');
    expect(await response.text()).toMatch(/^# Docker\n/);
  }
  for (const pathname of ['/llms.txt', '/3.8/llms-full.txt']) {
    expect((await get(request, pathname)).headers()['content-type'], pathname).toBe('text/plain; charset=utf-8');
  }
});

test('answers an unknown path with the Not Found page and a 404, and hides its own config', async ({request}) => {
  const response = await get(request, '/no-such-page-here');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Page Not Found');
  for (const pathname of [
    '/_headers',
    '/security-headers.nginx.conf',
    '/security-headers-common.nginx.conf',
    '/redirects.nginx.conf',
  ]) {
    expect((await get(request, pathname)).status(), pathname).toBe(404);
  }
});

test('redirects old 3.x routes with a 301, to their successor or to the archive', async ({request}) => {
  for (const pathname of ['/development/continous-integration', '/development/continous-integration/']) {
    const response = await get(request, pathname);
    expect(response.status(), pathname).toBe(301);
    expect(response.headers().location, pathname).toMatch(/\/development\/continuous-integration$/);
  }
  // The 3.0 docs v3.5–v3.6 shipped: to the same page of the current docs (old-routes.spec.ts
  // follows the same route in the browser).
  const retired = await get(request, '/3.0/deployment/static-assets');
  expect(retired.status()).toBe(301);
  expect(retired.headers().location).toMatch(/\/deployment\/static-assets$/);
  const archived = await get(request, '/2.0-deprecated/deployment/');
  expect(archived.status()).toBe(301);
  expect(archived.headers().location).toBe('https://v2.docs.ohif.org/');
});

test('compresses HTML, JavaScript, Markdown and the search index, and caches only /assets/ for long', async ({
  request,
}) => {
  const html = await get(request, '/deployment/docker');
  const script = MAIN_SCRIPT.exec(await html.text())?.[1];
  expect(script).toBeTruthy();
  const files = {
    html: '/deployment/docker',
    javascript: script!,
    'search index': '/search-index/docs-default-current/text-words.json',
    markdown: '/deployment/docker.md',
    'llms-full.txt': '/llms-full.txt',
  };
  for (const [kind, pathname] of Object.entries(files)) {
    const response = await rawGet(`${server.origin}${pathname}`, {'Accept-Encoding': 'gzip, br'});
    expect(response.status, kind).toBe(200);
    expect(response.headers['content-encoding'], kind).toMatch(/^(gzip|br)$/);
    const cache = response.headers['cache-control'];
    if (pathname.startsWith('/assets/')) expect(cache, kind).toBe('public, max-age=31536000, immutable');
    else expect(cache, kind).toBe('public, max-age=0, must-revalidate');
  }
});

test('sends the document policies with pages only, nosniff with every response', async ({request}) => {
  const page = await get(request, '/deployment/docker');
  const versioned = await get(request, '/3.8/deployment/docker');
  const notFound = await get(request, '/no/such/page');
  const assetPath = MAIN_SCRIPT.exec(await page.text())![1]!;
  for (const [name, response] of Object.entries({page, versioned, notFound})) {
    const headers = response.headers();
    expect(headers['content-type'], name).toMatch(/^text\/html/);
    expect(headers['content-security-policy'], name).toMatch(/script-src 'self' 'sha256-/);
    expect(headers['content-security-policy'], name).not.toMatch(
      /'unsafe-inline' 'unsafe-eval'|script-src[^;]*'unsafe-inline'/,
    );
    expect(headers['x-content-type-options'], name).toBe('nosniff');
    expect(headers['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], name).toBeTruthy();
    expect(headers['cross-origin-opener-policy'], name).toBe('same-origin');
  }
  // Scripts, styles, images, Markdown copies and the sitemap: only what applies to any response.
  for (const pathname of [assetPath, '/img/favicon.svg', '/deployment/docker.md', '/sitemap.xml']) {
    const response = await get(request, pathname);
    expect(response.status(), pathname).toBe(200);
    const headers = response.headers();
    expect(headers['x-content-type-options'], pathname).toBe('nosniff');
    for (const name of [
      'content-security-policy',
      'referrer-policy',
      'permissions-policy',
      'cross-origin-opener-policy',
    ])
      expect(headers[name], `${pathname} ${name}`).toBeUndefined();
  }
});

test('search returns hits under the enforced CSP, with no request leaving the server', async ({page}) => {
  const violations: string[] = [];
  const foreign: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  page.on('request', (request) => {
    if (!request.url().startsWith(server.origin) && !request.url().startsWith('data:')) foreign.push(request.url());
  });
  await page.goto(`${server.origin}/deployment/docker`);
  await pressSearchShortcut(page);
  await input(page).fill('docker');
  await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible({timeout: 20_000});
  expect(await page.locator('.DocSearch-Hit a').count()).toBeGreaterThan(0);
  expect(violations).toEqual([]);
  expect(foreign).toEqual([]);
});
