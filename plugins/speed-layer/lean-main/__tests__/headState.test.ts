import React from 'react';
import {describe, expect, it} from 'vitest';
import {mergeRequests, requestOf, tagKey} from '../helmet/headState';

const h = React.createElement;

/** The merged head of several <Helmet>s, each given as its children, outermost first. */
const merge = (...helmets: React.ReactNode[][]) => mergeRequests(helmets.map((children) => requestOf({children})));

describe('requestOf', () => {
  it('reads title, html, body and tags from children, in HTML attribute names', () => {
    const request = requestOf({
      children: [
        h('html', {lang: 'en', className: 'docs-wrapper', key: 1}),
        h('title', {key: 2}, 'Toolbar', ' | OHIF'),
        h('meta', {httpEquiv: 'refresh', content: '0', key: 3}),
        h('link', {rel: 'alternate', href: '/x', hrefLang: 'en', key: 4}),
        h('script', {type: 'application/ld+json', key: 5}, '{"a":1}'),
      ],
    });
    expect(request.htmlAttributes).toEqual({lang: 'en', class: 'docs-wrapper'});
    expect(request.title).toBe('Toolbar | OHIF');
    expect(request.tags.meta).toEqual([{'http-equiv': 'refresh', content: '0'}]);
    expect(request.tags.link).toEqual([{rel: 'alternate', href: '/x', hreflang: 'en'}]);
    expect(request.tags.script).toEqual([{type: 'application/ld+json', innerHTML: '{"a":1}'}]);
  });

  it('looks into fragments and takes the props of the same names', () => {
    const request = requestOf({
      title: 'From a prop',
      children: h(React.Fragment, null, h('meta', {name: 'robots', content: 'noindex'})),
    });
    expect(request.title).toBe('From a prop');
    expect(request.tags.meta).toEqual([{name: 'robots', content: 'noindex'}]);
  });

  it('rejects an element the head cannot hold, naming it', () => {
    expect(() => requestOf({children: h('div', null)})).toThrow(/found <div>/);
  });
});

describe('mergeRequests', () => {
  it('gives the innermost title, through the innermost template, or the default title', () => {
    expect(merge([h('title', {key: 1}, 'Site')], [h('title', {key: 1}, 'Page')]).title).toBe('Page');
    expect(mergeRequests([requestOf({titleTemplate: '%s | OHIF'}), requestOf({title: 'URL'})]).title).toBe(
      'URL | OHIF',
    );
    expect(mergeRequests([requestOf({defaultTitle: 'OHIF'}), requestOf({})]).title).toBe('OHIF');
  });

  it('replaces a meta tag of the same name or property, the later <Helmet> winning', () => {
    const state = merge(
      [
        h('meta', {name: 'description', content: 'site', key: 1}),
        h('meta', {property: 'og:title', content: 'OHIF', key: 2}),
      ],
      [h('meta', {name: 'Description', content: 'page', key: 1})],
    );
    expect(state.tags.meta).toEqual([
      {property: 'og:title', content: 'OHIF'},
      {name: 'Description', content: 'page'},
    ]);
  });

  it('keeps one canonical link, names other links by href, and keeps same-named tags of one <Helmet>', () => {
    const state = merge(
      [h('link', {rel: 'canonical', href: '/a', key: 1}), h('link', {rel: 'icon', href: '/favicon.svg', key: 2})],
      [
        h('link', {rel: 'canonical', href: '/b', key: 1}),
        h('link', {rel: 'alternate', href: '/b', hrefLang: 'en', key: 2}),
        h('link', {rel: 'alternate', href: '/b', hrefLang: 'x-default', key: 3}),
      ],
    );
    expect(state.tags.link).toEqual([
      {rel: 'icon', href: '/favicon.svg'},
      {rel: 'canonical', href: '/b'},
      {rel: 'alternate', href: '/b', hreflang: 'en'},
      {rel: 'alternate', href: '/b', hreflang: 'x-default'},
    ]);
  });

  it('drops a tag with no attribute that names it', () => {
    expect(merge([h('meta', {content: 'orphan', key: 1})]).tags.meta).toEqual([]);
  });

  it('merges the attributes of <html>, inner ones winning', () => {
    const state = merge([h('html', {lang: 'en', className: 'a', key: 1})], [h('html', {className: 'b', key: 1})]);
    expect(state.htmlAttributes).toEqual({lang: 'en', class: 'b'});
  });
});

describe('tagKey', () => {
  it('does not depend on the order of attributes', () => {
    expect(tagKey({rel: 'icon', href: '/a'})).toBe(tagKey({href: '/a', rel: 'icon'}));
    expect(tagKey({rel: 'icon', href: '/a'})).not.toBe(tagKey({rel: 'icon', href: '/b'}));
  });
});
