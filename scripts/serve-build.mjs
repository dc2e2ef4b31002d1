#!/usr/bin/env node
// @ts-check
/**
 * Serves the static build the way a production host does, which `docusaurus serve` does not:
 * gzip/brotli compression, long-lived caching for hashed assets, revalidation for HTML, and the
 * headers listed in the build's `_headers` file (security headers, CSP). The document headers
 * (CSP, Referrer-, Permissions- and Cross-Origin-Opener-Policy) go with HTML responses only, decided
 * by the response's Content-Type, 404 pages included; every other header goes by path.
 *
 *   node scripts/serve-build.mjs [--dir build] [--port 3100] [--mount /] [--no-headers]
 *
 * `--mount /x/` serves the build under a path it was not built for (to show the base-URL banner).
 */
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';
import {
  cacheControlFor,
  documentHeadersOf,
  headersFor,
  isDocumentHeader,
  parseHeadersFile,
  readHeadersFile,
} from './lib/headers.mjs';

/** @param {string[]} argv */
function parseArgs(argv) {
  /** @type {Record<string, string | boolean>} */
  const options = {dir: 'build', port: '3100', mount: '/', headers: true};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--no-headers') options.headers = false;
    else if (arg.startsWith('--')) options[arg.slice(2)] = argv[++i] ?? '';
  }
  return {
    dir: path.resolve(String(options.dir)),
    port: Number(options.port),
    mount: String(options.mount).replace(/\/?$/, '/'),
    useHeadersFile: options.headers === true,
  };
}

const {dir, port, mount, useHeadersFile} = parseArgs(process.argv.slice(2));
const rules = useHeadersFile ? parseHeadersFile(readHeadersFile(dir)) : [];
const compress = compression({threshold: 512});
const documentHeaders = documentHeadersOf(rules);

/**
 * Adds the document headers when the response turns out to be HTML.
 * @param {http.ServerResponse} res
 */
function sendDocumentHeadersWithHtml(res) {
  const writeHead = res.writeHead;
  /** @type {any} */ (res).writeHead = function (/** @type {any[]} */ ...args) {
    const given = args.find((arg, i) => i > 0 && arg && typeof arg === 'object');
    const type = String(
      res.getHeader('content-type') ??
        (given && Object.entries(given).find(([k]) => k.toLowerCase() === 'content-type')?.[1]) ??
        '',
    );
    if (/^text\/html\b/i.test(type)) for (const [name, value] of documentHeaders) res.setHeader(name, value);
    return writeHead.apply(res, /** @type {any} */ (args));
  };
}

const server = http.createServer((req, res) => {
  const url = req.url ?? '/';
  if (!url.startsWith(mount)) {
    res.writeHead(404, {'Content-Type': 'text/plain; charset=utf-8'});
    res.end('Not found');
    return;
  }
  const sitePath = `/${url.slice(mount.length)}`;
  req.url = sitePath;
  const pathname = sitePath.split('?')[0] ?? '/';
  res.setHeader('Cache-Control', cacheControlFor(pathname));
  for (const [name, value] of headersFor(rules, pathname)) if (!isDocumentHeader(name)) res.setHeader(name, value);
  sendDocumentHeadersWithHtml(res);
  compress(/** @type {any} */ (req), /** @type {any} */ (res), () => {
    void handler(req, res, {public: dir, cleanUrls: true, directoryListing: false});
  });
});

server.listen(port, '127.0.0.1', () => {
  console.log(`Serving ${dir} at http://127.0.0.1:${port}${mount} (pid ${process.pid})`);
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
