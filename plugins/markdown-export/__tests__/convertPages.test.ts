import {describe, expect, it} from 'vitest';
import {convertPages} from '../convertPages';
import {toMarkdown} from '../toMarkdown';

const pages = [
  {
    sourceFile: '/site/docs/deployment/docker.md',
    source: '---\ntitle: Docker\n---\n\nSee [nginx](./nginx.md) and <Thing />.\n\n:::tip\nPin the tag.\n:::\n',
    title: 'Docker',
    permalink: '/deployment/docker',
  },
  {
    sourceFile: '/site/docs/deployment/nginx.md',
    source: '# Nginx\n\nA proxy.\n',
    title: 'Nginx',
    permalink: '/deployment/nginx',
  },
];
const permalinks: Array<[string, string]> = pages.map((page) => [page.sourceFile, page.permalink]);

// A worker thread loads the converter through jiti, which is slow to start on a busy machine:
// 9 s alone, over 30 s beside the other test files on a machine with a load of 20 on 2 cores.
const WORKER_TIMEOUT_MS = 120_000;

describe('convertPages', () => {
  it(
    'gives each page, in order, the Markdown that toMarkdown gives it',
    async () => {
      const markdown = await convertPages({pages, siteUrl: 'https://docs.ohif.org', baseUrl: '/', permalinks});
      const expected = pages.map((page) =>
        toMarkdown(page.source, page.title, {
          ...page,
          siteUrl: 'https://docs.ohif.org',
          baseUrl: '/',
          permalinkOfFile: (file) => new Map(permalinks).get(file),
        }),
      );
      expect(markdown).toEqual(expected);
      expect(markdown[0]).toContain('[nginx](https://docs.ohif.org/deployment/nginx)');
    },
    WORKER_TIMEOUT_MS,
  );

  it(
    'rejects with a message naming the step when a page cannot be converted',
    async () => {
      const broken = {...pages[1]!, source: '<Unclosed\n\ntext'};
      await expect(
        convertPages({pages: [broken], siteUrl: 'https://docs.ohif.org', baseUrl: '/', permalinks}),
      ).rejects.toThrow(/\[markdown-export\] converting the doc pages failed/);
    },
    WORKER_TIMEOUT_MS,
  );
});
