import {describe, expect, it} from 'vitest';
import {fromGaps} from '../client/indexFormat';
import {loadSynonyms, pathWords} from '../indexer/buildIndex';
import {FILES} from './fixtures';

describe('versionIndexFiles', () => {
  const {headings, textWords, texts} = FILES;

  it('lists pages once and every section with its page, anchor and headings', () => {
    expect(headings.pages[0]).toEqual(['/platform/services/data/DisplaySetService', 'Docs', 'DisplaySetService']);
    expect(headings.sections.slice(0, 2)).toEqual([
      [0, '', '', ''],
      [0, 'events', 'Events', ''],
    ]);
    expect(texts.texts[0]).toBe('The DisplaySetService groups <instances> into display sets.');
  });

  it('files title and route words by page, heading and API words by section, text words apart', () => {
    const postings = (word: string) => headings.postings[headings.words.indexOf(word)]!.map(fromGaps);
    expect(postings('docker')[0]).toEqual([headings.pages.findIndex(([url]) => url === '/deployment/docker')]);
    expect(postings('events')[1]).toEqual([1]);
    expect(postings('display_sets_added')[2]).toEqual([1]);
    expect(headings.words).not.toContain('helm');
    expect(textWords.words).toContain('helm');
  });

  it('files keywords by page, apart from titles, and only for words that have them', () => {
    const postings = (word: string) => headings.postings[headings.words.indexOf(word)]!.map(fromGaps);
    const docker = headings.pages.findIndex(([url]) => url === '/deployment/docker');
    expect(postings('nginx')).toEqual([[], [], [], [docker]]);
    expect(postings('nginximage')[3]).toEqual([docker]);
    expect(postings('events')).toHaveLength(3);
    expect(textWords.words).not.toContain('nginx');
  });

  it('carries the route words of a page: `webWorkers`, `dataSources`', () => {
    expect(pathWords('/3.8/configuration/dataSources/introduction#a')).toBe('configuration dataSources introduction');
    expect(pathWords('/deployment/nginx--image-archive')).toBe('deployment nginx--image-archive');
    expect(pathWords('/')).toBe('');
  });
});

describe('synonyms.json', () => {
  it('is a list of groups of two words or more, each word once', () => {
    const groups = loadSynonyms();
    expect(groups.length).toBeGreaterThan(10);
    for (const group of groups) {
      expect(group.length).toBeGreaterThan(1);
      expect(new Set(group).size).toBe(group.length);
    }
    expect(groups.some((group) => group.includes('k8s') && group.includes('kubernetes'))).toBe(true);
  });

  it('refuses a malformed file', () => {
    expect(() => loadSynonyms({k8s: 'kubernetes'})).toThrow(/array of arrays/);
  });
});
