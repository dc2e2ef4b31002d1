import {describe, expect, it} from 'vitest';
import {
  contentSecurityPolicy,
  headersFile,
  inlineScriptHashes,
  nginxSnippet,
  scriptHash,
  securityHeaders,
} from '../policy';
import {documentHeadersOf, headersFor, parseHeadersFile} from '../../../scripts/lib/headers.mjs';

const PAGE = `<html><head>
<script>document.documentElement.dataset.theme="dark"</script>
<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>
<script src="/assets/js/main.js"></script>
<script type="module">import('/x.js')</script>
</head><body></body></html>`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of executable inline scripts only', () => {
    expect(inlineScriptHashes(PAGE)).toEqual([
      scriptHash('document.documentElement.dataset.theme="dark"'),
      scriptHash("import('/x.js')"),
    ]);
  });

  it('produces the base64 sha256 source format browsers expect', () => {
    // sha256 of "alert(1)", as computed by `openssl dgst -sha256 -binary | base64`
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-a'"], analytics: false});

  it('allows scripts from the site and by hash only, never unsafe-inline or eval', () => {
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe("script-src 'self' 'sha256-a' 'sha256-b'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toMatch(/https?:/);
  });

  it('adds the analytics hosts only when analytics is configured', () => {
    const withAnalytics = contentSecurityPolicy({scriptHashes: [], analytics: true});
    expect(withAnalytics).toContain('https://www.googletagmanager.com');
    expect(withAnalytics).toMatch(/connect-src 'self' https:\/\/\*\.google-analytics\.com/);
  });
});

describe('hosted search', () => {
  it('lets the dialog reach the configured search hosts, and nothing else new', () => {
    const origins = ['https://abc-dsn.algolia.net', 'https://abc-1.algolianet.com'];
    const policy = contentSecurityPolicy({scriptHashes: [], analytics: false, searchOrigins: origins});
    expect(policy).toContain("connect-src 'self' https://abc-dsn.algolia.net https://abc-1.algolianet.com;");
    expect(policy.replace(/connect-src [^;]*/, '')).not.toMatch(/https?:/);
  });
});

describe('header files', () => {
  const headers = securityHeaders({scriptHashes: ["'sha256-a'"], analytics: false});

  it('keeps the document policies apart from what every response carries', () => {
    expect(headers.common.map(([name]) => name)).toEqual(['X-Content-Type-Options']);
    expect(headers.document.map(([name]) => name)).toEqual([
      'Content-Security-Policy',
      'Referrer-Policy',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
    ]);
  });

  it('writes a _headers file that gives every path nosniff and the policies, the 404 page at any path included', () => {
    const rules = parseHeadersFile(headersFile(headers));
    // Netlify and Cloudflare Pages serve 404.html at whatever path was asked for.
    for (const pathname of ['/', '/deployment/docker', '/3.8/faq/', '/404.html', '/no-such-page', '/foo/bar', '/404']) {
      const got = headersFor(rules, pathname);
      expect(got.get('Content-Security-Policy'), pathname).toMatch(/^default-src 'self';/);
      expect(got.get('X-Content-Type-Options'), pathname).toBe('nosniff');
      expect(got.get('Referrer-Policy'), pathname).toBe('strict-origin-when-cross-origin');
      expect(got.get('Permissions-Policy'), pathname).toMatch(/^camera=\(\)/);
      expect(got.get('Cross-Origin-Opener-Policy'), pathname).toBe('same-origin');
    }
    expect(headersFor(rules, '/assets/js/main.1a2b3c4d.js').get('Cache-Control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headersFor(rules, '/img/favicon.svg').get('Cache-Control')).toBeUndefined();
    expect(documentHeadersOf(rules).get('Content-Security-Policy')).toMatch(/^default-src 'self';/);
  });

  it('writes nginx add_header lines that survive error responses', () => {
    const snippet = nginxSnippet([...headers.common, ...headers.document]);
    expect(snippet).toContain(`add_header Content-Security-Policy "default-src 'self';`);
    expect(
      snippet
        .split('\n')
        .filter((line) => line.startsWith('add_header'))
        .every((line) => line.endsWith(' always;')),
    ).toBe(true);
  });
});
