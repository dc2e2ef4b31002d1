import https from 'node:https';
import path from 'node:path';
import {expect, test, type APIRequestContext} from './support/test';
import {NGINX_HTTP_PORT, NGINX_PORT} from '../../playwright.config';
import {
  DEPLOY_SERVER_NAME,
  findNginx,
  findOpenssl,
  PLANTED_FILES,
  startNginx,
  type RunningNginx,
} from './support/nginx';
import {input, pressSearchShortcut} from './support/searchDialog';

/**
 * deploy/nginx.conf on a real nginx, serving build/ as the README tells an intranet's IT team
 * to, over HTTPS with a certificate made for the run: the redirect from plain HTTP, routes,
 * 404s, old-route redirects, compression, caching, security headers, hidden files, and a search
 * under the enforced CSP. Skipped, with a message, where no nginx or openssl is installed.
 */
const ROOT = path.join(__dirname, '..', '..');
const NGINX = findNginx();
const OPENSSL = findOpenssl();

test.describe.configure({mode: 'serial'});
test.skip(
  !NGINX || !OPENSSL,
  'nginx or openssl is not installed (Debian: apt-get install nginx openssl, as .ci/run does; or set NGINX_PATH, OPENSSL_PATH): the nginx recipe is not tested',
);
// The certificate is the run's own: the browser and the request fixture are told to accept it;
// `rawGet` checks it.
test.use({ignoreHTTPSErrors: true});

/**
 * The main bundle named in a page: in its script list (with the speed layer, quoted as JSON) or
 * its `<script src>` (on the stock framework; minified HTML leaves attributes unquoted).
 */
const MAIN_SCRIPT = /["=](\/assets\/js\/main\.\w+\.js)\b/;

let server: RunningNginx;
test.beforeAll(async () => {
  server = await startNginx({
    nginx: NGINX!,
    openssl: OPENSSL!,
    buildDir: path.join(ROOT, 'build'),
    deployConf: path.join(ROOT, 'deploy', 'nginx.conf'),
    httpPort: NGINX_HTTP_PORT,
    httpsPort: NGINX_PORT,
  });
});
test.afterAll(async () => {
  await server?.stop();
});

type RawResponse = {status: number; headers: Record<string, string | string[] | undefined>; body: string};

/** A GET whose headers and body are as nginx sent them (no decompression), over HTTP or HTTPS. */
async function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const {request} = url.startsWith('https:') ? https : await import('node:http');
  return new Promise((resolve, reject) => {
    request(url, {headers, ca: server.certificatePem}, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('latin1'),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const get = (request: APIRequestContext, pathname: string, headers: Record<string, string> = {}) =>
  request.get(`${server.origin}${pathname}`, {headers: {'Accept-Encoding': 'gzip, br', ...headers}, maxRedirects: 0});

test('plain HTTP sends every request to the HTTPS address it is configured for, path and query kept', async () => {
  for (const host of [undefined, 'attacker.example']) {
    const response = await rawGet(`${server.httpOrigin}/deployment/docker?from=bookmark`, host ? {Host: host} : {});
    expect(response.status, host).toBe(301);
    expect(response.headers.location, host).toBe(`https://${DEPLOY_SERVER_NAME}/deployment/docker?from=bookmark`);
    expect(response.headers['x-content-type-options'], host).toBe('nosniff');
    expect(response.headers.server, host).toBe('nginx');
  }
});

test('over HTTPS every response carries HSTS and no nginx version; compressed ones vary by encoding', async ({
  request,
}) => {
  const page = await rawGet(`${server.origin}/deployment/docker`, {'Accept-Encoding': 'gzip'});
  const script = MAIN_SCRIPT.exec(await (await get(request, '/deployment/docker')).text())?.[1];
  expect(script).toBeTruthy();
  const responses = {
    page,
    script: await rawGet(`${server.origin}${script}`, {'Accept-Encoding': 'gzip'}),
    markdown: await rawGet(`${server.origin}/deployment/docker.md`, {'Accept-Encoding': 'gzip'}),
    'not found': await rawGet(`${server.origin}/no/such/page`),
    'old route': await rawGet(`${server.origin}/development/continous-integration?from=bookmark`),
    'hidden file': await rawGet(`${server.origin}/.env`),
  };
  for (const [name, response] of Object.entries(responses)) {
    expect(response.headers['strict-transport-security'], name).toBe('max-age=31536000');
    expect(response.headers.server, name).toBe('nginx');
    expect(response.headers['x-content-type-options'], name).toBe('nosniff');
  }
  expect(responses['old route'].status).toBe(301);
  // Relative (the Host header is not echoed back), the query kept.
  expect(responses['old route'].headers.location).toBe('/development/continuous-integration?from=bookmark');
  for (const name of ['page', 'script', 'markdown'] as const) {
    expect(responses[name].headers['content-encoding'], name).toBe('gzip');
    expect(responses[name].headers.vary, name).toBe('Accept-Encoding');
  }
});

test('hidden files a deploy copied into the root are not served; /.well-known/ is', async ({request}) => {
  for (const file of Object.keys(PLANTED_FILES).filter((name) => !name.startsWith('.well-known/'))) {
    const response = await get(request, `/${file}`);
    expect(response.status(), file).toBe(404);
    const body = await response.text();
    expect(body, file).not.toContain('planted');
    expect(body, file).toContain('Page Not Found');
  }
  const wellKnown = await get(request, '/.well-known/security.txt');
  expect(wellKnown.status()).toBe(200);
  expect(await wellKnown.text()).toBe(PLANTED_FILES['.well-known/security.txt']);
});

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
