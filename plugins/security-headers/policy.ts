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

/** Headers that govern a document: its CSP, referrer, permissions and opener policy. */
export const DOCUMENT_HEADER_NAMES = [
  'Content-Security-Policy',
  'Referrer-Policy',
  'Permissions-Policy',
  'Cross-Origin-Opener-Policy',
];

export type SecurityHeaders = {
  /** Sent with every response: scripts, styles, images, the search index, Markdown copies. */
  common: Array<[string, string]>;
  /** Sent with HTML pages only. A script, style or image response ignores these (the page's own
   * policy governs what it loads), so sending them there only adds ~1 KB to every transfer. */
  document: Array<[string, string]>;
};

/** The site's security headers: those every response carries and those only pages carry. */
export function securityHeaders(options: PolicyOptions): SecurityHeaders {
  return {
    common: [['X-Content-Type-Options', 'nosniff']],
    document: [
      ['Content-Security-Policy', contentSecurityPolicy(options)],
      ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'],
      ['Cross-Origin-Opener-Policy', 'same-origin'],
    ],
  };
}

/**
 * The headers as a Netlify / Cloudflare Pages `_headers` file. These hosts choose headers by
 * path alone and serve 404.html at any unknown path, so only `/*` reaches every page: the
 * document policies go with every response there. Over HTTP/2 and HTTP/3, which both hosts
 * speak, a header repeated on one connection costs a few bytes after the first response.
 */
export function headersFile(headers: SecurityHeaders): string {
  const lines = (list: Array<[string, string]>) => list.map(([name, value]) => `  ${name}: ${value}`);
  return [
    '# Generated at build time by plugins/security-headers; inline scripts are allowed by hash.',
    '# Every response, so that every page has the policies, the 404 page at any path included:',
    '/*',
    ...lines(headers.common),
    ...lines(headers.document),
    '',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
}

/** Header lists as nginx directives, for `include` inside a `location` block. */
export function nginxSnippet(headers: Array<[string, string]>): string {
  return [
    '# Generated at build time by plugins/security-headers; inline scripts are allowed by hash.',
    ...headers.map(([name, value]) => `add_header ${name} "${value.replace(/"/g, '\\"')}" always;`),
    '',
  ].join('\n');
}
