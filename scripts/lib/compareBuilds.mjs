// @ts-check
/**
 * `npm run bench -- --compare-stock`: the figures of the site with its speed layer beside those
 * of the same site built on the stock framework (`SPEED_LAYER=off`), page by page.
 */
import {formatKB} from './stats.mjs';

/** @typedef {import('./lighthouseSummary.mjs').RunSummary} RunSummary */
/** @typedef {{name: string, formFactor: string, summary: RunSummary}} Row */

/** The figures compared, with how each is written. */
const FIGURES = /** @type {const} */ ([
  ['perf', (/** @type {RunSummary} */ s) => String(s.performance)],
  ['LCP ms', (/** @type {RunSummary} */ s) => String(Math.round(s.lcpMs))],
  ['TBT ms', (/** @type {RunSummary} */ s) => String(Math.round(s.tbtMs))],
  ['CLS', (/** @type {RunSummary} */ s) => (s.cls === 0 ? '0' : s.cls.toFixed(3))],
  ['JS KB', (/** @type {RunSummary} */ s) => formatKB(s.jsBytes)],
  ['main KB', (/** @type {RunSummary} */ s) => formatKB(s.mainBytes)],
  ['CSS KB', (/** @type {RunSummary} */ s) => formatKB(s.cssBytes)],
  ['script ms', (/** @type {RunSummary} */ s) => String(Math.round(s.scriptEvaluationMs))],
]);

/**
 * A table with one row per page and form, each cell "with the layer / stock".
 * @param {Row[]} layer
 * @param {Row[]} stock
 * @returns {{header: string[], rows: string[][]}}
 */
export function sideBySide(layer, stock) {
  const header = ['page', 'form', ...FIGURES.map(([name]) => name)];
  const rows = layer.map((row) => {
    const other = stock.find((candidate) => candidate.name === row.name && candidate.formFactor === row.formFactor);
    return [
      row.name,
      row.formFactor,
      ...FIGURES.map(([, write]) => `${write(row.summary)} / ${other ? write(other.summary) : '–'}`),
    ];
  });
  return {header, rows};
}
