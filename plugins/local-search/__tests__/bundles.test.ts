import {describe, expect, it} from 'vitest';
import {groupIntoBundles, selectBundles, type Bundle} from '../bundles';

const item = (tag: string, id: string) => ({tag, id});

describe('groupIntoBundles', () => {
  it('makes one bundle per docs version, current first, each with the shared pages', () => {
    const items = [item('docs-default-3.8', 'old'), item('default', 'home'), item('docs-default-current', 'new')];
    const bundles = groupIntoBundles(items);
    expect(bundles.map(({path, tags}) => ({path, tags}))).toEqual([
      {path: 'docs-default-current/', tags: ['default', 'docs-default-current']},
      {path: 'docs-default-3.8/', tags: ['default', 'docs-default-3.8']},
    ]);
    expect(bundles[0]!.items.map((entry) => entry.id)).toEqual(['home', 'new']);
    expect(bundles[1]!.items.map((entry) => entry.id)).toEqual(['old', 'home']);
  });

  it('orders older versions newest first, comparing numbers as numbers', () => {
    const tags = groupIntoBundles([item('docs-default-3.8', 'a'), item('docs-default-3.10', 'b')]).map((bundle) => bundle.tags[1]);
    expect(tags).toEqual(['docs-default-3.10', 'docs-default-3.8']);
  });

  it('puts everything in one bundle when there are no docs versions', () => {
    expect(groupIntoBundles([item('default', 'a')])).toEqual([{path: 'default/', tags: ['default'], items: [item('default', 'a')]}]);
  });
});

describe('selectBundles', () => {
  const current: Bundle = {path: 'docs-default-current/', tags: ['default', 'docs-default-current']};
  const old: Bundle = {path: 'docs-default-3.8/', tags: ['default', 'docs-default-3.8']};
  const bundles = [current, old];

  it('answers a contextual request from the one bundle of that version, unfiltered', () => {
    expect(selectBundles(bundles, ['default', 'docs-default-3.8'])).toEqual([{bundle: old}]);
    expect(selectBundles(bundles, ['docs-default-current', 'default'])).toEqual([{bundle: current}]);
  });

  it('filters a bundle that holds more than the request allows', () => {
    expect(selectBundles(bundles, ['docs-default-3.8'])).toEqual([{bundle: old, filterTags: ['docs-default-3.8']}]);
    expect(selectBundles(bundles, ['default'])).toEqual([{bundle: current, filterTags: ['default']}]);
  });

  it('searches the shared pages once when a request spans versions', () => {
    expect(selectBundles(bundles, ['default', 'docs-default-current', 'docs-default-3.8'])).toEqual([
      {bundle: current},
      {bundle: old, filterTags: ['docs-default-3.8']},
    ]);
  });

  it('searches everything, each page once, without a tag filter; nothing when no tag is allowed', () => {
    expect(selectBundles(bundles, undefined)).toEqual([{bundle: current}, {bundle: old, filterTags: ['docs-default-3.8']}]);
    expect(selectBundles(bundles, [])).toEqual([]);
    expect(selectBundles(bundles, ['docs-other-1.0'])).toEqual([]);
  });
});
