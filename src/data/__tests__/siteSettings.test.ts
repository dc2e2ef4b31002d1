import {describe, expect, it} from 'vitest';
import {resolveBaseUrl, resolveEditUrl, resolveGtagId, resolveRobots, resolveSiteUrl} from '../siteSettings';

describe('resolveBaseUrl', () => {
  it('defaults to the root', () => {
    expect(resolveBaseUrl({})).toBe('/');
    expect(resolveBaseUrl({BASE_URL: '  '})).toBe('/');
  });

  it('adds the slashes Docusaurus needs, whatever the input', () => {
    expect(resolveBaseUrl({BASE_URL: 'docs'})).toBe('/docs/');
    expect(resolveBaseUrl({BASE_URL: '/docs'})).toBe('/docs/');
    expect(resolveBaseUrl({BASE_URL: '//viewer/docs//'})).toBe('/viewer/docs/');
  });
});

describe('resolveGtagId', () => {
  it('is undefined unless an id is given, so no analytics script is emitted', () => {
    expect(resolveGtagId({})).toBeUndefined();
    expect(resolveGtagId({GTAG_ID: ' '})).toBeUndefined();
    expect(resolveGtagId({GTAG_ID: ' G-ABC123 '})).toBe('G-ABC123');
  });
});

describe('resolveSiteUrl', () => {
  it('is the public docs unless a deployment gives its own address', () => {
    expect(resolveSiteUrl({})).toBe('https://docs.ohif.org');
    expect(resolveSiteUrl({SITE_URL: ' https://docs.hospital.example/ '})).toBe('https://docs.hospital.example');
    expect(resolveSiteUrl({SITE_URL: 'http://intranet.local:8080'})).toBe('http://intranet.local:8080');
  });

  it('refuses what is not a scheme and host, saying where a path belongs', () => {
    expect(() => resolveSiteUrl({SITE_URL: 'docs.hospital.example'})).toThrow(/SITE_URL must be an http\(s\) address/);
    expect(() => resolveSiteUrl({SITE_URL: 'ftp://docs.hospital.example'})).toThrow(/SITE_URL/);
    expect(() => resolveSiteUrl({SITE_URL: 'https://intranet.example/docs/'})).toThrow(
      /put the path \("\/docs\/"\) in BASE_URL/,
    );
  });
});

describe('resolveEditUrl', () => {
  it('is undefined unless set, so no page links an editor', () => {
    expect(resolveEditUrl({})).toBeUndefined();
    expect(resolveEditUrl({EDIT_URL: ' '})).toBeUndefined();
  });

  it('ends in a slash, so file paths are appended to the folder', () => {
    expect(resolveEditUrl({EDIT_URL: 'https://github.com/OHIF/Viewers/edit/master/platform/docs'})).toBe(
      'https://github.com/OHIF/Viewers/edit/master/platform/docs/',
    );
    expect(() => resolveEditUrl({EDIT_URL: 'github.com/OHIF/Viewers'})).toThrow(
      /EDIT_URL must be an http\(s\) address/,
    );
  });
});

describe('resolveRobots', () => {
  it('lets crawlers in by default and keeps them out of an intranet copy on request', () => {
    expect(resolveRobots({})).toBe('index');
    expect(resolveRobots({ROBOTS: 'index'})).toBe('index');
    expect(resolveRobots({ROBOTS: ' NoIndex '})).toBe('noindex');
    expect(() => resolveRobots({ROBOTS: 'off'})).toThrow('ROBOTS must be "index" or "noindex", not "off".');
  });
});
