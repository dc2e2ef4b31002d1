import {describe, expect, it} from 'vitest';
import {checkAll, checkAudit, checkSourceLinks, isReferencePage, parseEvidence, sourceLinks} from '../check.mjs';

const FILES = {
  'v3.9.3': new Map([
    ['platform/core/src/services/UIModalService/index.ts', 80],
    ['platform/app/public/config/default.js', 200],
    ['platform/docs/docs/faq.md', 40],
  ]),
  'v3.8.0': new Map([['platform/core/src/services/UIModalService/index.js', 70]]),
};
const sourcesOf = (tag) => FILES[tag];
const PAGES = [
  {page: 'docs/platform/services/ui/ui-modal-service.md', tag: 'v3.9.3'},
  {page: 'versioned_docs/version-3.8/faq.md', tag: 'v3.8.0'},
];
const row = (fields) => ({
  file: 'docs-audit/claims/x.tsv',
  line: 2,
  page: PAGES[0].page,
  claim: 'show(props) opens a modal',
  verdict: 'true',
  evidence: 'platform/core/src/services/UIModalService/index.ts:40-52',
  reviewer: 'R1',
  ...fields,
});

describe('evidence of a claim', () => {
  it('reads a path and a line or range at the page tag, or at a tag it names', () => {
    expect(parseEvidence('a/b.ts:3; v3.7.0:c/d.js:10-12', 'v3.9.3')).toEqual({
      citations: [
        {tag: 'v3.9.3', path: 'a/b.ts', from: 3, to: 3},
        {tag: 'v3.7.0', path: 'c/d.js', from: 10, to: 12},
      ],
    });
  });

  it('refuses a citation without a line', () => {
    expect(parseEvidence('a/b.ts', 'v3.9.3').error).toMatch(/not \[tag:\]path:line/);
  });
});

describe('the claims audit', () => {
  it('accepts a claim whose file and lines exist at the tag, and an external one', () => {
    const rows = [row({}), row({page: PAGES[1].page, verdict: 'external', evidence: 'https://nginx.org/en/docs/'})];
    expect(checkAudit(rows, PAGES, sourcesOf)).toEqual([]);
  });

  it('names a file missing at the tag, a line past its end, and the viewer docs as evidence', () => {
    const problems = checkAudit(
      [
        row({evidence: 'platform/core/src/services/UIModalService/index.js:4'}),
        row({evidence: 'platform/app/public/config/default.js:190-201'}),
        row({evidence: 'platform/docs/docs/faq.md:3'}),
      ],
      PAGES.slice(0, 1),
      sourcesOf,
    );
    expect(problems).toEqual([
      expect.stringMatching(/index\.js does not exist at v3\.9\.3/),
      expect.stringMatching(/default\.js:190-201 is outside its 200 lines/),
      expect.stringMatching(/viewer's docs are not evidence/),
    ]);
  });

  it('needs a verdict, a reviewer, and a row for every page', () => {
    const problems = checkAudit([row({verdict: 'ok', reviewer: ''})], PAGES, sourcesOf);
    expect(problems).toEqual([
      expect.stringMatching(/no reviewer/),
      expect.stringMatching(/verdict "ok"/),
      'versioned_docs/version-3.8/faq.md: no claim audited',
    ]);
  });
});

describe('source links of reference pages', () => {
  it('counts services, managers, modules and data sources as reference pages', () => {
    expect(isReferencePage('docs/platform/services/ui/ui-modal-service.md')).toBe(true);
    expect(isReferencePage('versioned_docs/version-3.8/configuration/dataSources/dicom-web.md')).toBe(true);
    expect(isReferencePage('docs/deployment/docker.md')).toBe(false);
  });

  it('finds links to the public repository at a tag, not at a branch', () => {
    const markdown =
      'Source at v3.9.3: [UIModalService](https://github.com/OHIF/Viewers/blob/v3.9.3/platform/core/src/services/UIModalService/index.ts#L10) and ' +
      '[licence](https://github.com/OHIF/Viewers/blob/master/LICENSE)';
    expect(sourceLinks(markdown)).toEqual([
      {kind: 'blob', tag: 'v3.9.3', path: 'platform/core/src/services/UIModalService/index.ts'},
    ]);
  });

  it('names a reference page without a link, a missing file and a link to the other version', () => {
    const pages = {
      [PAGES[0].page]: 'No source link here.',
      [PAGES[1].page]:
        '[x](https://github.com/OHIF/Viewers/blob/v3.8.0/platform/core/src/nothing.js) ' +
        '[y](https://github.com/OHIF/Viewers/tree/v3.9.3/platform/core/src/services)',
    };
    const problems = checkSourceLinks(PAGES, (page) => pages[page], sourcesOf);
    expect(problems).toEqual([
      `${PAGES[0].page}: a reference page links no source file at v3.9.3`,
      `${PAGES[1].page}: blob platform/core/src/nothing.js does not exist at v3.8.0`,
      `${PAGES[1].page}: links v3.9.3, but the page documents v3.8.0`,
    ]);
  });
});

describe('the site', () => {
  const {auditProblems, linkProblems} = checkAll();

  it('records for every doc page claims whose file and line exist at the page tag', () => {
    expect(auditProblems).toEqual([]);
  });

  it('links each reference page to source files that exist at its tag', () => {
    expect(linkProblems).toEqual([]);
  });
});
