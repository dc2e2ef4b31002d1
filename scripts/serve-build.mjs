#!/usr/bin/env node
// @ts-check
/**
 * Serves the static build the way a production host does, which `docusaurus serve` does not:
 * gzip/brotli compression, long-lived caching for hashed assets, revalidation for HTML, and the
 * headers listed in the build's `_headers` file (security headers, CSP). The document headers
 * (CSP, Referrer-, Permissions- and Cross-Origin-Opener-Policy) go with HTML responses only, decided
 * by the response's Content-Type, 404 pages included; every other header goes by path. Like the
 * nginx recipe it answers a path no file can have (a NUL byte, a name too long for a file system)
 * with 400, hides dotfiles (`.well-known` excepted) and the server's own files (`_headers`,
 * `*.nginx.conf`), answers a request for an unchanged file (`If-None-Match`) with 304, and
 * methods other than GET and HEAD with 405.
 *
 *   node scripts/serve-build.mjs [--dir build] [--port 3100] [--mount /] [--no-headers]
 *
 * `--mount /x/` serves the build under a path it was not built for (to show the base-URL banner).
 */
import fs from 'node:fs';
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

/** Longest file name (bytes) and path the usual file systems take; nginx answers longer ones with 400/414. */
const MAX_NAME_BYTES = 255;
const MAX_PATH_BYTES = 4096;

/**
 * Why a request path is not served: `bad` when no file can have it (undecodable, a NUL byte, a
 * name or path longer than a file system takes), `hidden` for what deploy/nginx.conf keeps from
 * readers (dotfiles and dot-folders other than `.well-known`, the header and nginx files at the
 * root); undefined otherwise.
 * @param {string} pathname the site path as requested, percent-encoded
 * @returns {'bad' | 'hidden' | undefined}
 */
function refusal(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return 'bad';
  }
  const segments = decoded.split('/');
  if (
    decoded.includes('\0') ||
    Buffer.byteLength(decoded) > MAX_PATH_BYTES ||
    segments.some((segment) => Buffer.byteLength(segment) > MAX_NAME_BYTES)
  )
    return 'bad';
  if (segments.some((segment) => segment.startsWith('.') && segment !== '.well-known')) return 'hidden';
  if (/^\/(_headers|[a-z-]+\.nginx\.conf)$/.test(decoded)) return 'hidden';
  return undefined;
}

/**
 * The build's Not Found page with a 404, as the hosts serve it (the document headers follow).
 * @param {http.ServerResponse} res
 */
function sendNotFound(res) {
  const page = path.join(dir, '404.html');
  if (!fs.existsSync(page)) {
    res.writeHead(404, {'Content-Type': 'text/plain; charset=utf-8'});
    res.end('Not found');
    return;
  }
  res.writeHead(404, {'Content-Type': 'text/html; charset=utf-8'});
  res.end(fs.readFileSync(page));
}

/**
 * serve-handler's file access, with every file stream closed when its response is: the stream
 * of a file answered with 304 is opened and never read.
 * @param {http.ServerResponse} res
 */
function fileAccessFor(res) {
  return {
    /** @param {string} file @param {any} options */
    createReadStream(file, options) {
      const stream = fs.createReadStream(file, options);
      res.once('close', () => stream.destroy());
      return stream;
    },
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
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, {Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8'});
    res.end('Method not allowed');
    return;
  }
  const refused = refusal(pathname);
  if (refused === 'bad') {
    res.writeHead(400, {'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff'});
    res.end('Bad request');
    return;
  }
  res.setHeader('Cache-Control', cacheControlFor(pathname));
  for (const [name, value] of headersFor(rules, pathname)) if (!isDocumentHeader(name)) res.setHeader(name, value);
  sendDocumentHeadersWithHtml(res);
  if (refused === 'hidden') {
    sendNotFound(res);
    return;
  }
  compress(/** @type {any} */ (req), /** @type {any} */ (res), () => {
    // `etag`: a strong ETag per file, and 304 for an If-None-Match that still matches.
    handler(req, res, {public: dir, cleanUrls: true, directoryListing: false, etag: true}, fileAccessFor(res)).catch(
      (/** @type {unknown} */ error) => {
        console.error(`serve-build: ${req.method} ${pathname.slice(0, 200)}: ${String(error)}`);
        if (!res.headersSent) res.writeHead(500, {'Content-Type': 'text/plain; charset=utf-8'});
        res.end();
      },
    );
  });
});

server.listen(port, '127.0.0.1', () => {
  const {port: listening} = /** @type {import('node:net').AddressInfo} */ (server.address());
  console.log(`Serving ${dir} at http://127.0.0.1:${listening}${mount} (pid ${process.pid})`);
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
