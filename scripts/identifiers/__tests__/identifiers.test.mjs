import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  DOC_SETS,
  ROOT,
  checkMarkdown,
  citedName,
  closestNames,
  describeProblem,
  inlineCodeSpans,
  isHistoryPage,
  loadKnown,
  loadPageExamples,
  namesDeclaredInCode,
  pagesOf,
} from '../check.mjs';

describe('which code spans cite a name', () => {
  it('takes camelCase, PascalCase with a second capital, UPPER_SNAKE and dotted paths', () => {
    expect(citedName('routerBasename')).toBe('routerBasename');
    expect(citedName('HangingProtocolService')).toBe('HangingProtocolService');
    expect(citedName('SEGMENTATION_ADDED')).toBe('SEGMENTATION_ADDED');
    expect(citedName('cornerstone.segmentation')).toBe('cornerstone.segmentation');
    expect(citedName('@ohif/extension-cornerstone')).toBe('@ohif/extension-cornerstone');
  });

  it('reads a call, an index, optional chaining and a JSX tag as the name they use', () => {
    expect(citedName('getProtocolById(id)')).toBe('getProtocolById');
    expect(citedName('servicesManager.services.toolbarService.addButtons([...])')).toBe(
      'servicesManager.services.toolbarService.addButtons',
    );
    expect(citedName('displaySets[0]')).toBe('displaySets');
    expect(citedName('window.config?.dataSources')).toBe('window.config.dataSources');
    expect(citedName('<ViewportGrid />')).toBe('ViewportGrid');
  });

  it('leaves prose, commands, paths, files, hosts, values and HTML alone', () => {
    for (const span of [
      'mode',
      'Viewer',
      'yarn dev',
      'platform/app/src',
      'app-config.js',
      'netlify.toml',
      'viewer.ohif.org',
      'true',
      '3.9.3',
      '<div>',
      "{ key: 'value' }",
      'http://localhost:3000',
      '--port 3000',
    ]) {
      expect(citedName(span), span).toBeNull();
    }
  });
});

describe('inline code spans of a page', () => {
  it('skips front matter and fenced blocks, and handles double backticks', () => {
    const page = [
      '---',
      'title: `notASpan`',
      '---',
      'Call `getProtocolById` or ``a `tick` inside``.',
      '```js',
      'const `notASpanEither` = 1;',
      '```',
      'Then `SEGMENTATION_ADDED`.',
    ].join('\n');
    expect(inlineCodeSpans(page)).toEqual(['getProtocolById', 'a `tick` inside', 'SEGMENTATION_ADDED']);
  });

  it('counts the names a page declares in its code blocks, not the ones it only uses', () => {
    const page = [
      '```js',
      "import NotesButton from './NotesButton';",
      'export function ensureStatsWorker() {}',
      "const service = { name: 'notesService' };",
      'servicesManager.services.inventedService.doIt();',
      '```',
    ].join('\n');
    const declared = namesDeclaredInCode(page);
    expect([...declared]).toEqual(expect.arrayContaining(['NotesButton', 'ensureStatsWorker', 'notesService']));
    expect(declared.has('inventedService')).toBe(false);
    expect(declared.has('doIt')).toBe(false);
  });
});

describe('checking a page against its version', () => {
  const known = loadKnown(DOC_SETS[0]);

  it('catches an invented method and names the real ones closest to it', () => {
    const [problem] = checkMarkdown('Call `servicesManager.getSegmentationToolz`.', known);
    expect(problem.missing).toBe('getSegmentationToolz');
    expect(problem.closest).toContain('getSegmentation');
    expect(describeProblem('docs/x.md', problem)).toMatch(
      /^docs\/x\.md: `servicesManager\.getSegmentationToolz` \(unknown: getSegmentationToolz\); closest known: .*getSegmentation\b/,
    );
  });

  it('accepts real names of 3.9.3 and refuses 3.9.3-only names on 3.8 pages', () => {
    expect(
      checkMarkdown('`getProtocolById`, `cornerstoneOverlayTopLeft`, `customRoutes`, `@ohif/extension-default`', known),
    ).toEqual([]);
    const known38 = loadKnown(DOC_SETS[1]);
    expect(checkMarkdown('`experimentalStudyBrowserSort`', known38)).toHaveLength(1);
  });

  it('accepts a page example name only on its own page', () => {
    expect(checkMarkdown('`acmeLesionService`', known, new Set(['acmeLesionService']))).toEqual([]);
    expect(checkMarkdown('`acmeLesionService`', known)).toHaveLength(1);
  });

  it('gives history pages the older releases too', () => {
    expect(isHistoryPage('docs/migration-guide/from-v2.md')).toBe(true);
    expect(isHistoryPage('versioned_docs/version-3.8/release-notes.md')).toBe(true);
    expect(isHistoryPage('docs/platform/services/index.md')).toBe(false);
    const history = loadKnown(DOC_SETS[0], {history: true});
    expect(checkMarkdown('`useBulkDataURI`', known)).toHaveLength(1);
    expect(checkMarkdown('`useBulkDataURI`', history)).toEqual([]);
  });

  it('suggests close names by edit distance', () => {
    expect(closestNames('getProtocolByld', known)).toContain('getProtocolById');
  });
});

const pageExamples = loadPageExamples();

for (const docSet of DOC_SETS) {
  describe(`every name cited on a ${docSet.version} page exists at its tag`, () => {
    const known = loadKnown(docSet);
    const knownInHistory = loadKnown(docSet, {history: true});
    for (const page of pagesOf(docSet)) {
      it(page, () => {
        const markdown = readFileSync(join(ROOT, page), 'utf8');
        const problems = checkMarkdown(
          markdown,
          isHistoryPage(page) ? knownInHistory : known,
          new Set(Object.keys(pageExamples[page] ?? {})),
        );
        expect(
          problems.map((problem) => describeProblem(page, problem)),
          'Unknown names. Fix the name, or if the page defines it as an example, add it to ' +
            'data/identifiers/page-examples.json (see README, "Names in code spans")',
        ).toEqual([]);
      });
    }
  });
}

describe('the allow lists stay short and current', () => {
  const allPages = new Set(DOC_SETS.flatMap(pagesOf));

  it('lists only pages that exist, with a reason for each name', () => {
    for (const [file, list] of [['page-examples.json', pageExamples]]) {
      for (const [page, names] of Object.entries(list)) {
        expect(allPages.has(page), `${file}: no page ${page}`).toBe(true);
        for (const [name, reason] of Object.entries(names)) {
          expect(typeof reason === 'string' && reason.length > 0, `${file}: ${page}: ${name} needs a reason`).toBe(
            true,
          );
        }
      }
    }
  });

  it('allows a page example only when the page cites it and the code lacks it', () => {
    for (const docSet of DOC_SETS) {
      const known = loadKnown(docSet);
      const knownInHistory = loadKnown(docSet, {history: true});
      for (const page of pagesOf(docSet)) {
        const names = Object.keys(pageExamples[page] ?? {});
        if (!names.length) continue;
        const cited = new Set(
          inlineCodeSpans(readFileSync(join(ROOT, page), 'utf8')).flatMap((span) => {
            const name = citedName(span);
            return name ? name.split('.') : [];
          }),
        );
        for (const name of names) {
          expect(cited.has(name), `${page}: example ${name} is not cited; delete it`).toBe(true);
          expect(
            (isHistoryPage(page) ? knownInHistory : known).has(name),
            `${page}: ${name} is a real name now; delete the example`,
          ).toBe(false);
        }
      }
    }
  });
});
