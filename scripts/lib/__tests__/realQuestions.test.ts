import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {CURRENT_VERSION, VERSIONED_DOCS} from '../../../src/data/versions';
import {siteDocRoutes} from '../../../plugins/shared/docRoutes.mjs';
import {readQueries} from '../searchRelevance.mjs';
import {QUESTION_KINDS} from '../realQuestions.mjs';

const ROOT = path.resolve(__dirname, '../../..');
const ANSWERED = path.join(ROOT, 'data/search/real-questions.tsv');
const UNANSWERED = path.join(ROOT, 'data/search/real-questions-unanswered.tsv');

/** Rows of a TSV file with a header, split into cells. */
function rows(file: string): string[][] {
  const [header = '', ...lines] = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  const width = header.split('\t').length;
  return lines.map((line) => {
    const cells = line.split('\t');
    if (cells.length !== width) throw new Error(`${path.basename(file)}: ${width} columns expected: ${line}`);
    return cells;
  });
}

const versionPrefix = (version: string) => (version === CURRENT_VERSION ? '' : `/${version}`);
const docRoutes = new Set(siteDocRoutes(ROOT).map((route) => (route.length > 1 ? route.replace(/\/$/, '') : route)));

describe('the real questions set (data/search)', () => {
  const answered = rows(ANSWERED);
  const unanswered = rows(UNANSWERED);

  it('holds at least 150 questions, each once, with its source', () => {
    const all = [...answered.map((row) => row[0]), ...unanswered.map((row) => row[0])];
    expect(all.length).toBeGreaterThanOrEqual(150);
    expect(new Set(all.map((query) => query?.toLowerCase())).size).toBe(all.length);
    for (const row of [...answered, ...unanswered]) expect(row.find((cell) => /^https:\/\//.test(cell))).toBeDefined();
  });

  it('names a known kind and docs version on every row', () => {
    const versions = [CURRENT_VERSION, ...VERSIONED_DOCS];
    for (const [query, , version, kind] of answered) {
      expect(versions, query).toContain(version);
      expect(QUESTION_KINDS, query).toContain(kind);
    }
    for (const [query, version, kind] of unanswered) {
      expect(versions, query).toContain(version);
      expect(QUESTION_KINDS, query).toContain(kind);
    }
  });

  it('expects pages that exist in the question’s version', () => {
    for (const query of readQueries(ANSWERED)) {
      for (const route of query.expected) {
        expect(docRoutes.has(route), `${query.query}: ${route} is no page`).toBe(true);
        const prefix = versionPrefix(query.version);
        expect(
          prefix === '' ? !VERSIONED_DOCS.some((v) => route.startsWith(`/${v}/`)) : route.startsWith(`${prefix}/`),
          `${query.query}: ${route} is not in ${query.version}`,
        ).toBe(true);
      }
    }
  });
});
