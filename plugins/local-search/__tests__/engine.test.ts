import {describe, expect, it} from 'vitest';
import {VersionSearch} from '../client/engine';
import {FILES} from './fixtures';

function engine(withText = true): VersionSearch {
  const search = new VersionSearch(FILES.headings);
  if (withText) search.addTextWords(FILES.textWords);
  return search;
}

/** Page URLs in rank order, each once. */
const pages = (search: VersionSearch, query: string, tags?: string[]) => [
  ...new Set(search.search(query, tags).map((result) => search.index.pages[result.page]![0])),
];

describe('VersionSearch', () => {
  it('puts the page named by the query before pages that only mention it', () => {
    expect(pages(engine(), 'DisplaySetService')).toEqual(['/platform/services/data/DisplaySetService', '/faq']);
  });

  it('keeps the sections of one page together, its best one first', () => {
    const search = engine();
    const sections = search.search('DisplaySetService').map((result) => search.index.sections[result.section]![1]);
    expect(sections.slice(0, 2)).toEqual(['', 'events']);
  });

  it('finds a page by the words readers use for it, below its headings and above its text', () => {
    expect(pages(engine(), 'nginx')).toEqual(['/deployment/docker']);
    // A word in a heading or the title of another page still leads.
    expect(pages(engine(), 'nginx kubernetes')[0]).toBe('/deployment/docker');
    const search = engine();
    const keyword = search.search('nginx')[0]!;
    const text = search.search('helm')[0]!;
    const heading = search.search('kubernetes').find((result) => result.section === text.section)!;
    expect(keyword.attribute).toBeGreaterThan(0);
    expect(heading.attribute).toBeGreaterThan(text.attribute);
  });

  it('finds a pasted error by its words, without the browser prefix or a minified name', () => {
    expect(pages(engine(), 'Uncaught TypeError: e.container is undefined')[0]).toBe('/deployment/docker');
  });

  it('tolerates one typo from 4 letters, two from 8, a swap counting as one', () => {
    expect(pages(engine(), 'dokcer')[0]).toBe('/deployment/docker');
    expect(pages(engine(), 'internationlizaton')[0]).toBe('/platform/internationalization');
    expect(pages(engine(), 'DisplaySetServcie')[0]).toBe('/platform/services/data/DisplaySetService');
    expect(pages(engine(), 'dcr')).toEqual([]);
  });

  it('ranks an exact match above a corrected one', () => {
    const search = engine();
    const [first] = search.search('docker');
    expect(first).toMatchObject({typos: 0, exactWords: 1});
  });

  it('matches the word being typed as a prefix', () => {
    expect(pages(engine(), 'internat')[0]).toBe('/platform/internationalization');
    expect(pages(engine(), 'docker im')[0]).toBe('/deployment/docker');
  });

  it('lists the pages holding most words when no page holds them all', () => {
    expect(pages(engine(), 'is ohif fda approved')[0]).toBe('/faq');
    expect(pages(engine(), 'cross origin isolation warning')[0]).toBe('/deployment/cors');
    expect(pages(engine(), 'qqzxwvvk')).toEqual([]);
  });

  it('finds a page through a synonym, one word or several', () => {
    expect(pages(engine(), 'debug on iphone')[0]).toBe('/faq');
    expect(pages(engine(), 'k8s')[0]).toBe('/deployment/docker');
  });

  it('finds API names, whole or by their parts', () => {
    expect(pages(engine(), 'DISPLAY_SETS_ADDED')[0]).toBe('/platform/services/data/DisplaySetService');
    expect(pages(engine(), 'display sets')[0]).toBe('/platform/services/data/DisplaySetService');
  });

  it('answers from titles and headings before the text words are loaded', () => {
    expect(pages(engine(false), 'docker')[0]).toBe('/deployment/docker');
    expect(pages(engine(false), 'helm')).toEqual([]);
    expect(pages(engine(true), 'helm')).toEqual(['/deployment/docker']);
  });

  it('never lists nothing for a query holding a word of the index, whatever else it holds', () => {
    const search = engine();
    const indexWords = [...new Set([...FILES.headings.words, ...FILES.textWords.words])];
    expect(indexWords).toEqual(expect.arrayContaining(['the', 'into', 'displaysetservice', 'helm']));
    const empty = indexWords.flatMap((word) =>
      [word, `${word} qqzxwvvk`, `qqzxwvvk ${word}`, `how do i ${word} qqzxwvvk `].filter(
        (query) => search.search(query).length === 0,
      ),
    );
    expect(empty).toEqual([]);
    // Common words alone still count when nothing else in the query is in the docs.
    expect(pages(engine(), 'is the qqzxwvvk')).not.toEqual([]);
    expect(pages(engine(), 'is ohif qqzxwvvk')[0]).toBe('/faq');
  });

  it('keeps only the pages of the allowed tags', () => {
    expect(pages(engine(), 'segmentation', ['docs-default-current', 'default'])).toEqual([]);
    expect(pages(engine(), 'segmentation', ['docs-default-3.8'])).toEqual(['/3.8/faq']);
  });
});
