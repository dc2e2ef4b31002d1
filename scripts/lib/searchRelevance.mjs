// @ts-check
/**
 * Relevance figures of a search over a query set (`../shared/search/queries.tsv`,
 * `data/search/real-questions.tsv`; one query a line: query, expected routes separated by
 * commas, docs version, kind, and columns after those that are not read): recall@3 and MRR at
 * page level (the sections of one page count once), per kind and overall.
 */
import fs from 'node:fs';

/** @typedef {{query: string, expected: string[], version: string, kind: string}} RelevanceQuery */

/** @param {string} file @returns {RelevanceQuery[]} */
export function readQueries(file) {
  const [, ...lines] = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  return lines.map((line) => {
    const [query = '', routes = '', version = '', kind = ''] = line.split('\t');
    return {query, expected: routes.split(',').map((route) => normalizeRoute(route.trim())), version, kind};
  });
}

/** A route without its anchor, query or trailing slash (`/faq/` → `/faq`; `/` stays). */
export function normalizeRoute(/** @type {string} */ url) {
  const path = url.replace(/^https?:\/\/[^/]+/, '').split(/[#?]/)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : '/';
}

/** Distinct pages in order of first appearance. @param {string[]} urls */
export function distinctPages(urls) {
  return [...new Set(urls.map(normalizeRoute))];
}

/**
 * @param {RelevanceQuery} query
 * @param {string[]} urls hit URLs in rank order
 */
export function judge(query, urls) {
  const pages = distinctPages(urls);
  const rank = pages.findIndex((page) => query.expected.includes(page));
  return {
    hit3: rank >= 0 && rank < 3,
    reciprocal: rank >= 0 ? 1 / (rank + 1) : 0,
    empty: urls.length === 0,
    top: pages.slice(0, 3),
  };
}

/**
 * Per-kind and overall recall@3, MRR and empty lists.
 * @param {Array<RelevanceQuery & {hit3: boolean, reciprocal: number, empty: boolean}>} judged
 */
export function summarizeRelevance(judged) {
  /** @type {Record<string, {queries: number, recall3: number, mrr: number, empty: number}>} */
  const byKind = {};
  const add = (/** @type {string} */ kind, /** @type {typeof judged[number]} */ result) => {
    const entry = (byKind[kind] ??= {queries: 0, recall3: 0, mrr: 0, empty: 0});
    entry.queries += 1;
    entry.recall3 += result.hit3 ? 1 : 0;
    entry.mrr += result.reciprocal;
    entry.empty += result.empty ? 1 : 0;
  };
  for (const result of judged) {
    add(result.kind, result);
    add('all', result);
  }
  for (const entry of Object.values(byKind)) {
    entry.recall3 /= entry.queries;
    entry.mrr /= entry.queries;
  }
  return byKind;
}
