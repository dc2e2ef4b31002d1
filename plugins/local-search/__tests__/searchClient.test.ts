import {describe, expect, it, vi} from 'vitest';
import {VersionSearch} from '../client/engine';
import {createIndexLoader, type SelectedVersion} from '../client/indexLoader';
import {allowedTags, MAX_QUERY_LENGTH, normalizeRequests} from '../client/requests';
import {createLocalSearchClient, excerpt} from '../client/searchClient';
import {FILES} from './fixtures';

function version(withTexts = true, filterTags?: string[]): SelectedVersion & {loadRest: ReturnType<typeof vi.fn>} {
  const engine = new VersionSearch(FILES.headings);
  engine.addTextWords(FILES.textWords);
  return {
    engine,
    texts: () => (withTexts ? FILES.texts.texts : undefined),
    loadRest: vi.fn(async () => {}),
    complete: () => withTexts,
    nextGrowth: () => new Promise(() => {}),
    filterTags,
  };
}

/**
 * A client over the real index loader, whose manifest and headings arrive at once and whose
 * text words and texts each wait until released.
 */
function clientLoadingInParts() {
  const held = new Map<string, () => void>();
  const hold = (file: unknown) => (name: string) => new Promise((resolve) => held.set(name, () => resolve(file)));
  const files: Record<string, (name: string) => Promise<unknown>> = {
    'manifest.json': async () => ({versions: [{path: 'current/', tags: ['default', 'docs-default-current']}]}),
    'headings.json': async () => FILES.headings,
    'text-words.json': hold(FILES.textWords),
    'texts.json': hold(FILES.texts),
  };
  const loader = createIndexLoader('/i/', (url) => {
    const name = url.split('/').pop()!.split('?')[0]!;
    return files[name]!(name);
  });
  const local = createLocalSearchClient({loadVersions: loader.loadVersions, origin: () => 'https://x'});
  const release = async (name: string) => {
    await vi.waitFor(() => expect(held.has(name)).toBe(true));
    held.get(name)!();
  };
  const hitsOf = async (query: string) =>
    (await local.search({requests: [{indexName: 'i', query}]})).results[0]!.hits.map((hit) => hit.objectID);
  return {local, release, hitsOf};
}

const client = (loadVersions = vi.fn(async (_tags?: string[]) => [version()])) =>
  createLocalSearchClient({loadVersions, origin: () => 'https://docs.example.org'});

describe('local search client', () => {
  it('answers the modal shape with Algolia-shaped, absolute, highlighted hits', async () => {
    const loaded = version();
    const loadVersions = vi.fn(async (_tags?: string[]) => [loaded]);
    const {results} = await client(loadVersions).search({
      requests: [
        {
          indexName: 'ohif-docs',
          query: 'DisplaySetService',
          hitsPerPage: 20,
          facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
        },
      ],
    });
    expect(loadVersions).toHaveBeenCalledWith(['default', 'docs-default-current']);
    const [first] = results;
    expect(first).toMatchObject({
      nbHits: 3,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      query: 'DisplaySetService',
      index: 'ohif-docs',
    });
    expect(first!.hits[0]).toMatchObject({
      objectID: '/platform/services/data/DisplaySetService',
      url: 'https://docs.example.org/platform/services/data/DisplaySetService',
      type: 'lvl1',
      hierarchy: {lvl0: 'Docs', lvl1: 'DisplaySetService', lvl2: null},
    });
    expect(first!.hits[0]!._highlightResult.hierarchy.lvl1!.value).toBe('<mark>DisplaySetService</mark>');
    expect(first!.hits[0]!._snippetResult.content!.value).toBe(
      'The <mark>DisplaySetService</mark> groups &lt;instances&gt; into display sets.',
    );
    expect(first!.hits[1]!._highlightResult.hierarchy).not.toHaveProperty('lvl3');
    expect(first!.hits[1]!.url).toBe('https://docs.example.org/platform/services/data/DisplaySetService#events');
    // The rest of the index loads once the answer is out, not before.
    expect(loaded.loadRest).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(loaded.loadRest).toHaveBeenCalled());
  });

  it('answers the /search page shape and pages through results', async () => {
    const {results} = await client().search([
      {
        indexName: 'ohif-docs',
        params: {
          query: 'DisplaySetService',
          hitsPerPage: 2,
          page: 1,
          facetFilters: [['docusaurus_tag:docs-default-current'], ['language:en']],
        },
      },
      {indexName: 'ohif-docs', params: {query: 'DisplaySetService', hitsPerPage: 0}},
    ]);
    expect(results[0]).toMatchObject({page: 1, nbPages: 2, nbHits: 3});
    expect(results[0]!.hits.map((hit) => hit.objectID)).toEqual(['/faq']);
    expect(results[1]!.hits).toEqual([]);
  });

  it('groups the dialog by "Category › Page", shown as text, not as a highlight', async () => {
    const dialog = createLocalSearchClient({
      loadVersions: async () => [version()],
      origin: () => 'https://docs.example.org',
      groupBy: 'page',
    });
    const {results} = await dialog.search({requests: [{indexName: 'i', query: 'DisplaySetService'}]});
    expect(results[0]!.hits[0]!.hierarchy.lvl0).toBe('Docs › DisplaySetService');
    expect(results[0]!.hits[0]!._highlightResult.hierarchy).not.toHaveProperty('lvl0');
    expect(results[0]!.hits[0]!._highlightResult.hierarchy.lvl1!.value).toBe('<mark>DisplaySetService</mark>');
  });

  it('highlights the corrected word of a typo and the word a synonym found', async () => {
    const {results} = await client().search({requests: [{indexName: 'i', query: 'dokcer'}]});
    expect(results[0]!.hits[0]!._highlightResult.hierarchy.lvl1!.value).toBe('<mark>Docker</mark>');
  });

  it('shows hits without excerpts until the texts are loaded', async () => {
    const {results} = await client(vi.fn(async () => [version(false)])).search({
      requests: [{indexName: 'i', query: 'container'}],
    });
    expect(results[0]!.hits[0]).toMatchObject({objectID: '/deployment/docker', type: 'lvl1', content: null});
    expect(results[0]!.hits[0]!._snippetResult.content).toBeUndefined();
  });

  it('marks a hit as content when only its text matches', async () => {
    const {results} = await client().search({requests: [{indexName: 'i', query: 'container'}]});
    expect(results[0]!.hits[0]!.type).toBe('content');
  });

  it('merges the pages of two version indexes by rank, keeping each page together', async () => {
    const loadVersions = vi.fn(async () => [
      version(true, ['docs-default-current']),
      version(true, ['docs-default-3.8']),
    ]);
    const {results} = await client(loadVersions).search({requests: [{indexName: 'i', query: 'faq segmentation'}]});
    expect(results[0]!.hits.map((hit) => hit.objectID)).toEqual(['/3.8/faq', '/faq']);
  });

  it('answers a search replaced while the index loaded with the newer results', async () => {
    let finishFirst: () => void = () => {};
    const loadVersions = vi
      .fn<(tags?: string[]) => Promise<SelectedVersion[]>>()
      .mockImplementationOnce(() => new Promise((resolve) => (finishFirst = () => resolve([version()]))))
      .mockImplementation(async () => [version()]);
    const local = client(loadVersions);
    const first = local.search({requests: [{indexName: 'i', query: 'd'}]});
    const second = local.search({requests: [{indexName: 'i', query: 'docker'}]});
    finishFirst();
    const [firstAnswer, secondAnswer] = await Promise.all([first, second]);
    expect(firstAnswer).toBe(secondAnswer);
    expect(secondAnswer.results[0]!.hits[0]!.objectID).toBe('/deployment/docker');
  });

  it('keeps the searches of two clients apart', async () => {
    const [a, b] = [client(), client()];
    const [first, second] = await Promise.all([
      a.search({requests: [{indexName: 'i', query: 'DisplaySetService', hitsPerPage: 1}]}),
      b.search({requests: [{indexName: 'i', query: 'DisplaySetService', hitsPerPage: 2}]}),
    ]);
    expect(first.results[0]!.hits).toHaveLength(1);
    expect(second.results[0]!.hits).toHaveLength(2);
  });

  it('waits for the text words rather than answer "no results" from the headings alone', async () => {
    const {release, hitsOf} = clientLoadingInParts();
    const answer = hitsOf('helm');
    await release('text-words.json');
    expect(await answer).toEqual(['/deployment/docker#kubernetes']);
  });

  it('tells the front end when more of the index makes its newest answer outdated, until it is whole', async () => {
    const {local, release, hitsOf} = clientLoadingInParts();
    const outdated = vi.fn();
    local.onAnswerOutdated(outdated);
    expect(await hitsOf('docker')).toEqual(['/deployment/docker']);
    await release('text-words.json');
    await vi.waitFor(() => expect(outdated).toHaveBeenCalledTimes(1));
    // Asked again: body matches now, the excerpts still to come.
    const [hit] = (await local.search({requests: [{indexName: 'i', query: 'container'}]})).results[0]!.hits;
    expect(hit).toMatchObject({objectID: '/deployment/docker', content: null});
    await release('texts.json');
    await vi.waitFor(() => expect(outdated).toHaveBeenCalledTimes(2));
    // Whole now: no more calls.
    expect(await hitsOf('container')).toEqual(['/deployment/docker']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(outdated).toHaveBeenCalledTimes(2);
  });

  it('calls a listener that asks again and subscribes anew once per arrival (as the /search page does)', async () => {
    const {local, release, hitsOf} = clientLoadingInParts();
    const asked: string[][] = [];
    let stop = () => {};
    let calls = 0;
    const askAgain = () => {
      stop();
      // Bounded, so that a client calling the new subscription at once fails the test rather than hang it.
      if (++calls < 5) stop = local.onAnswerOutdated(askAgain);
      void hitsOf('docker').then((hits) => asked.push(hits));
    };
    stop = local.onAnswerOutdated(askAgain);
    await hitsOf('docker');
    await release('text-words.json');
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    await release('texts.json');
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toHaveLength(2);
  });

  it('does not call an answer outdated once a newer search has replaced it', async () => {
    const {local, release, hitsOf} = clientLoadingInParts();
    const outdated = vi.fn();
    const stop = local.onAnswerOutdated(outdated);
    await hitsOf('docker');
    stop();
    await release('text-words.json');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(outdated).not.toHaveBeenCalled();
  });

  it('returns nothing for a query without words, without loading the index', async () => {
    const loadVersions = vi.fn();
    const local = createLocalSearchClient({loadVersions, origin: () => 'https://x'});
    for (const query of ['', '   ', '<>"\'']) {
      const {results} = await local.search({requests: [{indexName: 'i', query}]});
      expect(results[0]).toMatchObject({hits: [], nbHits: 0});
    }
    expect(loadVersions).not.toHaveBeenCalled();
  });

  it('fails with the error DocSearch turns into its "Unable to fetch results" screen', async () => {
    const local = createLocalSearchClient({
      loadVersions: () => Promise.reject(new TypeError('Failed to fetch')),
      origin: () => 'https://x',
    });
    await expect(local.search({requests: [{indexName: 'i', query: 'segmentation'}]})).rejects.toMatchObject({
      name: 'RetryError',
      message: expect.stringContaining('Failed to fetch'),
    });
  });
});

describe('excerpt', () => {
  it('cuts about 15 words around the first match', () => {
    const text = Array.from({length: 40}, (_, i) => `w${i}`).join(' ');
    expect(excerpt(text, ['w20'])).toBe('… w12 w13 w14 w15 w16 w17 w18 w19 w20 w21 w22 w23 w24 w25 w26 w27 w28 …');
    expect(excerpt('short text', ['none'])).toBe('short text');
  });

  it('finds a match deep in a long section, whole words only, and fills in after a match near the start', () => {
    const text = `${Array.from({length: 5000}, (_, i) => `word${i}`).join(' ')} Segmentation ends here`;
    expect(excerpt(text, ['seg'])).toBe(
      '… word4992 word4993 word4994 word4995 word4996 word4997 word4998 word4999 Segmentation ends here',
    );
    expect(excerpt('an unsegmented text then segment one two', ['seg'])).toBe(
      'an unsegmented text then segment one two',
    );
    expect(excerpt('first second third', ['first'])).toBe('first second third');
  });
});

describe('normalizeRequests', () => {
  it('cuts long queries to the input limit and keeps numbers in range', () => {
    const [request] = normalizeRequests({
      requests: [{indexName: 'i', query: 'x'.repeat(10_000), hitsPerPage: -3, page: Number.NaN}],
    });
    expect(request!.query).toHaveLength(MAX_QUERY_LENGTH);
    expect(request).toMatchObject({hitsPerPage: 0, page: 0});
  });

  it('reads facet filters as an AND of ORs', () => {
    const [request] = normalizeRequests([
      {
        indexName: 'i',
        params: {
          facetFilters: [
            ['docusaurus_tag:default', 'docusaurus_tag:docs-default-3.8'],
            'docusaurus_tag:docs-default-3.8',
            'language:en',
          ],
        },
      },
    ]);
    expect(allowedTags(request!)).toEqual(['docs-default-3.8']);
    expect(request!.languages).toEqual(['en']);
    expect(allowedTags(normalizeRequests({requests: [{indexName: 'i'}]})[0]!)).toBeUndefined();
  });
});
