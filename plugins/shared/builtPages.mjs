// @ts-check
/**
 * The one mapping between routes and the files of a build (HTML pages, Markdown copies), used by the search index,
 * the security headers, the Markdown export, the benchmarks and the browser tests.
 *
 * Docusaurus writes `/a/b` as `a/b/index.html`, `/` as `index.html` and `/404.html` as is;
 * @docusaurus/plugin-client-redirects adds redirect pages that are no content of their own.
 */
import fs from 'node:fs';
import path from 'node:path';
import {markdownUrlOf} from './markdownRoute.mjs';

export {markdownUrlOf};

/** Top folders of a build that hold data, not pages. */
export const DATA_FOLDERS = ['assets', 'search-index', 'img'];

/**
 * A route without the site's base URL, with a leading slash (`/docs/a` → `/a` for `/docs/`).
 * @param {string} route
 * @param {string} [baseUrl]
 */
export function stripBaseUrl(route, baseUrl = '/') {
  return route.startsWith(baseUrl) ? `/${route.slice(baseUrl.length)}` : route;
}

/**
 * The built HTML file of a route (`/a/b` and `/a/b/` → `a/b/index.html`, `/a.html` as is).
 * @param {string} outDir
 * @param {string} baseUrl
 * @param {string} route
 */
export function htmlFileOfRoute(outDir, baseUrl, route) {
  const relative = stripBaseUrl(route, baseUrl).replace(/^\/+|\/+$/g, '');
  return relative.endsWith('.html') ? path.join(outDir, relative) : path.join(outDir, relative, 'index.html');
}

/**
 * The Markdown copy of a route in the build (`/a/b` → `a/b.md`, `/` → `index.md`).
 * @param {string} outDir
 * @param {string} baseUrl
 * @param {string} route
 */
export function markdownFileOfRoute(outDir, baseUrl, route) {
  return path.join(outDir, stripBaseUrl(markdownUrlOf(route, baseUrl), baseUrl));
}

/**
 * The route a built HTML file answers (`a/b/index.html` → `/a/b`, `index.html` → `/`,
 * `404.html` → `/404.html`), without base URL.
 * @param {string} relativeFile path inside the build directory
 */
export function routeOfHtmlFile(relativeFile) {
  const file = relativeFile.split(path.sep).join('/');
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'/index.html'.length)}`;
  return `/${file}`;
}

/**
 * Whether an HTML file is a redirect page of @docusaurus/plugin-client-redirects.
 * @param {string} html
 */
export function isRedirectPage(html) {
  // As generated, or as plugins/old-routes rewrites it (meta refresh inside <noscript>).
  return /^\s*<!DOCTYPE html>\s*<html>\s*<head>\s*<meta charset="UTF-8">\s*(?:<noscript>)?<meta http-equiv="refresh"/i.test(
    html,
  );
}

/**
 * Where a redirect page sends the reader, if the HTML is one.
 * @param {string} html
 */
export function redirectTarget(html) {
  return isRedirectPage(html) ? /<meta http-equiv="refresh" content="0; url=([^"]+)"/.exec(html)?.[1] : undefined;
}

/**
 * The docs version tag Docusaurus writes into every doc page for DocSearch
 * (`docs-default-current`, `docs-default-3.8`), or undefined for other pages.
 * @param {string} html
 */
export function docTagOf(html) {
  // Minified HTML leaves attribute values unquoted where it can.
  return /<meta[^>]*name="?docsearch:docusaurus_tag"?[^>]*content="?(docs-[^"\s/>]+)/.exec(html)?.[1];
}

/**
 * Every page of a build as `{route, file}`, redirect pages and data folders left out.
 * @param {string} buildDir
 * @returns {{route: string, file: string}[]}
 */
export function listBuiltHtml(buildDir) {
  return /** @type {string[]} */ (fs.readdirSync(buildDir, {recursive: true}))
    .map((relative) => relative.split(path.sep).join('/'))
    .filter((relative) => relative.endsWith('.html') && !DATA_FOLDERS.includes(relative.split('/')[0] ?? ''))
    .map((relative) => ({route: routeOfHtmlFile(relative), file: path.join(buildDir, relative)}))
    .filter(({file}) => !isRedirectPage(fs.readFileSync(file, 'utf8')))
    .sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
}
