// @ts-check
/**
 * The figures the benchmark prints from a Lighthouse result (LHR), and the budgets of the
 * documentation pages.
 */
import {KB} from './stats.mjs';

/**
 * @typedef {{
 *   performance: number, accessibility: number, bestPractices: number, seo: number,
 *   lcpMs: number, tbtMs: number, cls: number,
 *   jsBytes: number, cssBytes: number, totalBytes: number, requests: number,
 *   mainBytes: number, domElements: number, scriptEvaluationMs: number,
 *   thirdPartyRequests: string[],
 * }} RunSummary
 */

/**
 * The entry's scripts, which every page runs before anything else: `main` and the chunk of
 * React DOM that plugins/speed-layer/light-hydration splits off it (so that the browser compiles them in two
 * tasks). Counted together as `main`, so the split cannot flatter the budget.
 */
export const ENTRY_SCRIPT = /\/(?:main|react-dom)\.[0-9a-f]+\.js$/;

/** @param {any} lhr @param {string} id */
const score = (lhr, id) => Math.round((lhr.categories?.[id]?.score ?? Number.NaN) * 100);
/** @param {any} lhr @param {string} id */
const numeric = (lhr, id) => lhr.audits?.[id]?.numericValue ?? Number.NaN;

/**
 * @param {any} lhr a Lighthouse result
 * @returns {RunSummary}
 */
export function summarizeLhr(lhr) {
  /** @type {Array<{resourceType: string, transferSize: number, requestCount: number}>} */
  const resources = lhr.audits?.['resource-summary']?.details?.items ?? [];
  const bytesOf = (/** @type {string} */ type) =>
    resources.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const total = resources.find((item) => item.resourceType === 'total');
  const origin = new URL(lhr.finalDisplayedUrl ?? lhr.requestedUrl).origin;
  /** @type {Array<{url: string}>} */
  const requests = lhr.audits?.['network-requests']?.details?.items ?? [];
  const thirdPartyRequests = requests
    .map((request) => request.url)
    .filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
  /** @type {Array<{group: string, duration: number}>} */
  const mainThread = lhr.audits?.['mainthread-work-breakdown']?.details?.items ?? [];
  /** @type {Array<{url: string, transferSize?: number}>} */
  const requestItems = lhr.audits?.['network-requests']?.details?.items ?? [];
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    jsBytes: bytesOf('script'),
    cssBytes: bytesOf('stylesheet'),
    totalBytes: total?.transferSize ?? 0,
    requests: total?.requestCount ?? requests.length,
    mainBytes: requestItems
      .filter((request) => ENTRY_SCRIPT.test(request.url))
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    domElements: numeric(lhr, 'dom-size'),
    scriptEvaluationMs: mainThread.find((item) => item.group === 'scriptEvaluation')?.duration ?? Number.NaN,
    thirdPartyRequests,
  };
}

/** @typedef {{key: keyof RunSummary, label: string, met: (value: number) => boolean, limit: string}} Budget */

/** @type {Budget[]} */
const COMMON_DOC_BUDGETS = [
  {key: 'accessibility', label: 'accessibility', met: (v) => v === 100, limit: '= 100'},
  {key: 'bestPractices', label: 'best practices', met: (v) => v === 100, limit: '= 100'},
  {key: 'seo', label: 'SEO', met: (v) => v === 100, limit: '= 100'},
  {key: 'jsBytes', label: 'JS', met: (v) => v <= 155 * KB, limit: '≤ 155 KB'},
  {key: 'mainBytes', label: 'main', met: (v) => v <= 110 * KB, limit: '≤ 110 KB'},
  {key: 'cssBytes', label: 'CSS', met: (v) => v <= 35 * KB, limit: '≤ 35 KB'},
  {key: 'cls', label: 'CLS', met: (v) => v === 0, limit: '= 0'},
];

/** Budgets of documentation pages; performance, TBT and LCP are judged on the mobile run only. */
export const DOC_BUDGETS = {
  /** @type {Budget[]} */
  mobile: [
    {key: 'performance', label: 'performance', met: (v) => v >= 98, limit: '≥ 98'},
    {key: 'tbtMs', label: 'TBT', met: (v) => v <= 150, limit: '≤ 150 ms'},
    {key: 'lcpMs', label: 'LCP', met: (v) => v <= 1800, limit: '≤ 1.8 s'},
    ...COMMON_DOC_BUDGETS,
  ],
  /** @type {Budget[]} */
  desktop: COMMON_DOC_BUDGETS,
};

/**
 * Budgets of a page with live previews of the library below its first screen (a component
 * page), on mobile: its text, tables and code come first and the library loads only when a
 * preview comes near the screen, so the first load stays light although the page is heavy once
 * scrolled.
 */
export const LIVE_PAGE_BUDGETS = {
  /** @type {Budget[]} */
  mobile: [
    {key: 'performance', label: 'performance', met: (v) => v >= 90, limit: '≥ 90'},
    {key: 'tbtMs', label: 'TBT', met: (v) => v < 300, limit: '< 300 ms'},
  ],
  /** @type {Budget[]} */
  desktop: [],
};

/**
 * Checks a run against the budgets of its kind of page and form factor.
 * @param {RunSummary} summary
 * @param {'mobile' | 'desktop'} formFactor
 * @param {import('./buildPages.mjs').PageKind} kind
 */
export function checkBudgets(summary, formFactor, kind) {
  if (kind === 'none') return [];
  const budgets = kind === 'doc' ? DOC_BUDGETS : LIVE_PAGE_BUDGETS;
  return budgets[formFactor].map((budget) => {
    const value = /** @type {number} */ (summary[budget.key]);
    return {key: budget.key, label: budget.label, limit: budget.limit, value, met: budget.met(value)};
  });
}
