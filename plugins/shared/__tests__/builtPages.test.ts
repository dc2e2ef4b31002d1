import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {htmlFileOfRoute, isRedirectPage, redirectTarget, routeOfHtmlFile} from '../builtPages.mjs';

describe('routes and built HTML files', () => {
  it('maps a route to its file, with or without base URL and trailing slash', () => {
    expect(htmlFileOfRoute('/out', '/', '/')).toBe(path.join('/out', 'index.html'));
    expect(htmlFileOfRoute('/out', '/', '/deployment/')).toBe(path.join('/out', 'deployment', 'index.html'));
    expect(htmlFileOfRoute('/out', '/docs/', '/docs/3.8/faq')).toBe(path.join('/out', '3.8', 'faq', 'index.html'));
    expect(htmlFileOfRoute('/out', '/', '/404.html')).toBe(path.join('/out', '404.html'));
  });

  it('maps a file back to its route', () => {
    expect(routeOfHtmlFile('index.html')).toBe('/');
    expect(routeOfHtmlFile('3.8/deployment/docker/index.html')).toBe('/3.8/deployment/docker');
    expect(routeOfHtmlFile('404.html')).toBe('/404.html');
  });

  it('recognises the redirect pages of plugin-client-redirects', () => {
    const page =
      '\n<!DOCTYPE html>\n<html>\n  <head>\n    <meta charset="UTF-8">\n    <meta http-equiv="refresh" content="0; url=/faq">';
    expect(isRedirectPage(page)).toBe(true);
    expect(redirectTarget(page)).toBe('/faq');
    expect(isRedirectPage('<!doctype html><html lang="en"><head><meta charset="UTF-8">')).toBe(false);
  });
});
