import {describe, expect, it} from 'vitest';
import {internalLinkPath, isPlainClick} from '../client/linkTarget';
import {docPagePaths, normalizePagePath} from '../client/paths';

const here = 'https://docs.example.org/configuration/url#top';
const link = (href: string, extra: Partial<{target: string | null; download: boolean}> = {}) => ({
  href,
  target: null,
  download: false,
  ...extra,
});

describe('internalLinkPath', () => {
  it('routes links to other pages of the site', () => {
    expect(internalLinkPath(link('/deployment/nginx'), here)).toBe('/deployment/nginx');
    expect(internalLinkPath(link('https://docs.example.org/faq/?q=1#a'), here)).toBe('/faq/?q=1#a');
  });

  it('leaves to the browser: other sites, new tabs, downloads, jumps within the page', () => {
    expect(internalLinkPath(link('https://github.com/OHIF/Viewers'), here)).toBeUndefined();
    expect(internalLinkPath(link('/deployment/nginx', {target: '_blank'}), here)).toBeUndefined();
    expect(internalLinkPath(link('/files/sample.dcm', {download: true}), here)).toBeUndefined();
    expect(internalLinkPath(link('#options'), here)).toBeUndefined();
    expect(internalLinkPath(link('mailto:team@example.org'), here)).toBeUndefined();
    expect(internalLinkPath(link('http://['), here)).toBeUndefined();
  });

  it('keeps same-tab targets in the app', () => {
    expect(internalLinkPath(link('/faq', {target: '_self'}), here)).toBe('/faq');
  });
});

describe('isPlainClick', () => {
  it('takes over only unmodified primary clicks nobody handled', () => {
    expect(isPlainClick({button: 0, modified: false, defaultPrevented: false})).toBe(true);
    expect(isPlainClick({button: 1, modified: false, defaultPrevented: false})).toBe(false);
    expect(isPlainClick({button: 0, modified: true, defaultPrevented: false})).toBe(false);
    expect(isPlainClick({button: 0, modified: false, defaultPrevented: true})).toBe(false);
  });
});

describe('normalizePagePath', () => {
  it('spells one page one way', () => {
    expect(normalizePagePath('/faq/')).toBe('/faq');
    expect(normalizePagePath('/faq/index.html')).toBe('/faq');
    expect(normalizePagePath('/')).toBe('/');
    expect(normalizePagePath('/3.8/')).toBe('/3.8');
    expect(normalizePagePath('/a%20b')).toBe('/a b');
    expect(normalizePagePath('/bad%E0%A4%A')).toBe('/bad%E0%A4%A');
  });
});

describe('docPagePaths', () => {
  it('lists the doc pages of every version of every docs instance', () => {
    const paths = docPagePaths({
      'docusaurus-plugin-content-docs': {
        default: {versions: [{docs: [{path: '/'}, {path: '/faq/'}]}, {docs: [{path: '/3.8/faq'}]}]},
      },
      'docusaurus-plugin-content-pages': {default: {}},
    });
    expect([...paths].sort()).toEqual(['/', '/3.8/faq', '/faq']);
  });

  it('is empty without the docs plugin', () => {
    expect(docPagePaths({}).size).toBe(0);
  });
});
