// @ts-check
/**
 * The `_headers` file format (Netlify, Cloudflare Pages): a path pattern on its own line,
 * followed by indented `Name: value` lines. `*` in a pattern matches any characters.
 */
import fs from 'node:fs';
import path from 'node:path';

/** @typedef {{pattern: RegExp, headers: [string, string][]}} HeaderRule */

/** @param {string} dir */
export function readHeadersFile(dir) {
  const file = path.join(dir, '_headers');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
}

/** @param {string} glob */
function patternToRegExp(glob) {
  const escaped = glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

/**
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({pattern: patternToRegExp(line.trim()), headers: []});
      continue;
    }
    const current = rules[rules.length - 1];
    const colon = line.indexOf(':');
    if (!current || colon < 0) throw new Error(`_headers: header line outside a path block: "${line.trim()}"`);
    current.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * Headers for a request path: every matching rule contributes, later rules win.
 * @param {HeaderRule[]} rules
 * @param {string} pathname
 */
export function headersFor(rules, pathname) {
  /** @type {Map<string, string>} */
  const result = new Map();
  for (const rule of rules) if (rule.pattern.test(pathname)) for (const [k, v] of rule.headers) result.set(k, v);
  return result;
}

/** Headers that apply to a document only (plugins/security-headers sends them with pages). */
export const DOCUMENT_HEADER_NAMES = [
  'content-security-policy',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
];

/** @param {string} name */
export const isDocumentHeader = (name) => DOCUMENT_HEADER_NAMES.includes(name.toLowerCase());

/**
 * The document headers the rules give pages (the first value of each), for any HTML response,
 * the 404 page at any path included.
 * @param {HeaderRule[]} rules
 */
export function documentHeadersOf(rules) {
  /** @type {Map<string, string>} */
  const result = new Map();
  for (const rule of rules)
    for (const [k, v] of rule.headers) if (isDocumentHeader(k) && !result.has(k)) result.set(k, v);
  return result;
}

/**
 * Hashed build output never changes under its name, so it is cached for a year; everything
 * else (HTML, search index, sitemap) is revalidated so a deploy shows up at once.
 * @param {string} pathname
 */
export function cacheControlFor(pathname) {
  return /^\/assets\/|\.[0-9a-f]{8,}\.\w+$/.test(pathname)
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=0, must-revalidate';
}
