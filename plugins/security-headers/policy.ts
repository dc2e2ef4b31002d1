import {createHash} from 'node:crypto';
import {load} from 'cheerio';

/** Script types the browser executes, and so the ones a CSP must allow by hash. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** CSP source for one inline script: `'sha256-…'` of its exact text. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/** Hashes of the executable inline scripts of one HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const $ = load(html);
  return $('script:not([src])')
    .toArray()
    .filter((element) => EXECUTABLE_TYPES.has(($(element).attr('type') ?? '').trim().toLowerCase()))
    .map((element) => scriptHash($(element).text()));
}

export type PolicyOptions = {
  /** Hash sources of every inline script the theme emits. */
  scriptHashes: string[];
  /** Google Analytics is on: allow its script and beacons. */
  analytics: boolean;
  /** Origins the search dialog queries (a hosted Algolia index); none with the local index. */
  searchOrigins?: string[];
};

const GOOGLE_ANALYTICS = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

/**
 * A strict Content-Security-Policy for the static site: everything from the site's own origin
 * (plus the search and analytics hosts when they are configured), inline scripts only by hash,
 * WebAssembly for the search engine, no plugins, no framing by other sites. Styles keep
 * 'unsafe-inline' because the pages carry style attributes (SVG, code blocks) that cannot be
 * hashed.
 */
export function contentSecurityPolicy({scriptHashes, analytics, searchOrigins = []}: PolicyOptions): string {
  const extra = (list: string[]) => (analytics ? list : []);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...[...new Set(scriptHashes)].sort(), ...extra(GOOGLE_ANALYTICS.script)]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...extra(GOOGLE_ANALYTICS.img)]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...searchOrigins, ...extra(GOOGLE_ANALYTICS.connect)]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Every response's security headers, CSP included. */
export function securityHeaders(options: PolicyOptions): Array<[string, string]> {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(options)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}

/** The headers as a Netlify / Cloudflare Pages `_headers` file. */
export function headersFile(headers: Array<[string, string]>): string {
  return [
    '# Generated at build time by plugins/security-headers; inline scripts are allowed by hash.',
    '/*',
    ...headers.map(([name, value]) => `  ${name}: ${value}`),
    '',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
}

/** The headers as nginx directives, for `include` inside a `location` block. */
export function nginxSnippet(headers: Array<[string, string]>): string {
  return [
    '# Generated at build time by plugins/security-headers; inline scripts are allowed by hash.',
    ...headers.map(([name, value]) => `add_header ${name} "${value.replace(/"/g, '\\"')}" always;`),
    '',
  ].join('\n');
}
