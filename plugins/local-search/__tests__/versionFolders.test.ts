import {describe, expect, it} from 'vitest';
import {groupByVersion, selectVersionFolders, type VersionFolder} from '../versionFolders';

const item = (tag: string, id: string) => ({tag, id});

describe('groupByVersion', () => {
  it('makes one folder per docs version, current first, each with the shared pages', () => {
    const items = [item('docs-default-3.8', 'old'), item('default', 'home'), item('docs-default-current', 'new')];
    const folders = groupByVersion(items);
    expect(folders.map(({path, tags}) => ({path, tags}))).toEqual([
      {path: 'docs-default-current/', tags: ['default', 'docs-default-current']},
      {path: 'docs-default-3.8/', tags: ['default', 'docs-default-3.8']},
    ]);
    expect(folders[0]!.items.map((entry) => entry.id)).toEqual(['home', 'new']);
    expect(folders[1]!.items.map((entry) => entry.id)).toEqual(['old', 'home']);
  });

  it('orders older versions newest first, comparing numbers as numbers', () => {
    const tags = groupByVersion([item('docs-default-3.8', 'a'), item('docs-default-3.10', 'b')]).map(
      (folder) => folder.tags[1],
    );
    expect(tags).toEqual(['docs-default-3.10', 'docs-default-3.8']);
  });

  it('puts everything in one folder when there are no docs versions', () => {
    expect(groupByVersion([item('default', 'a')])).toEqual([
      {path: 'default/', tags: ['default'], items: [item('default', 'a')]},
    ]);
  });
});

describe('selectVersionFolders', () => {
  const current: VersionFolder = {path: 'docs-default-current/', tags: ['default', 'docs-default-current']};
  const old: VersionFolder = {path: 'docs-default-3.8/', tags: ['default', 'docs-default-3.8']};
  const folders = [current, old];

  it('answers a contextual request from the one folder of that version, unfiltered', () => {
    expect(selectVersionFolders(folders, ['default', 'docs-default-3.8'])).toEqual([{folder: old}]);
    expect(selectVersionFolders(folders, ['docs-default-current', 'default'])).toEqual([{folder: current}]);
  });

  it('filters a folder that holds more than the request allows', () => {
    expect(selectVersionFolders(folders, ['docs-default-3.8'])).toEqual([
      {folder: old, filterTags: ['docs-default-3.8']},
    ]);
    expect(selectVersionFolders(folders, ['default'])).toEqual([{folder: current, filterTags: ['default']}]);
  });

  it('searches the shared pages once when a request spans versions', () => {
    expect(selectVersionFolders(folders, ['default', 'docs-default-current', 'docs-default-3.8'])).toEqual([
      {folder: current},
      {folder: old, filterTags: ['docs-default-3.8']},
    ]);
  });

  it('searches everything, each page once, without a tag filter; nothing when no tag is allowed', () => {
    expect(selectVersionFolders(folders, undefined)).toEqual([
      {folder: current},
      {folder: old, filterTags: ['docs-default-3.8']},
    ]);
    expect(selectVersionFolders(folders, [])).toEqual([]);
    expect(selectVersionFolders(folders, ['docs-other-1.0'])).toEqual([]);
  });
});
