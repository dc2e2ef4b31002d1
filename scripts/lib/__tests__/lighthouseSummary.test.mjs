import {describe, expect, it} from 'vitest';
import {checkBudgets, summarizeLhr} from '../lighthouseSummary.mjs';

const lhr = ({
  performance = 0.99,
  accessibility = 1,
  seo = 1,
  cls = 0,
  tbt = 40,
  lcp = 1234.5,
  js = 150 * 1024,
  main = 100 * 1024,
  css = 20 * 1024,
  urls = [],
} = {}) => ({
  requestedUrl: 'http://127.0.0.1:3470/x',
  finalDisplayedUrl: 'http://127.0.0.1:3470/x',
  categories: {
    performance: {score: performance},
    accessibility: {score: accessibility},
    'best-practices': {score: 1},
    seo: {score: seo},
  },
  audits: {
    'largest-contentful-paint': {numericValue: lcp},
    'total-blocking-time': {numericValue: tbt},
    'dom-size': {numericValue: 900},
    'mainthread-work-breakdown': {
      details: {
        items: [
          {group: 'scriptEvaluation', duration: 321},
          {group: 'other', duration: 50},
        ],
      },
    },
    'cumulative-layout-shift': {numericValue: cls},
    'resource-summary': {
      details: {
        items: [
          {resourceType: 'total', transferSize: 300_000, requestCount: 12},
          {resourceType: 'script', transferSize: js, requestCount: 8},
          {resourceType: 'stylesheet', transferSize: css, requestCount: 1},
        ],
      },
    },
    'network-requests': {
      details: {
        items: [
          {url: 'http://127.0.0.1:3470/x'},
          {url: 'data:image/svg+xml,'},
          {url: 'http://127.0.0.1:3470/assets/js/main.0123abcd.js', transferSize: main},
          ...urls.map((url) => ({url})),
        ],
      },
    },
  },
});

describe('summarizeLhr', () => {
  it('reads scores as 0–100, metrics, and JS/CSS transfer sizes', () => {
    expect(summarizeLhr(lhr({seo: 0.91}))).toEqual({
      performance: 99,
      accessibility: 100,
      bestPractices: 100,
      seo: 91,
      lcpMs: 1234.5,
      tbtMs: 40,
      cls: 0,
      jsBytes: 150 * 1024,
      cssBytes: 20 * 1024,
      totalBytes: 300_000,
      requests: 12,
      mainBytes: 100 * 1024,
      domElements: 900,
      scriptEvaluationMs: 321,
      thirdPartyRequests: [],
    });
  });

  it('counts the React DOM chunk split off main as part of main, and no other chunk', () => {
    const result = lhr();
    result.audits['network-requests'].details.items.push(
      {url: 'http://127.0.0.1:3470/assets/js/react-dom.89abcdef.js', transferSize: 40 * 1024},
      {url: 'http://127.0.0.1:3470/assets/js/runtime~main.01234567.js', transferSize: 5 * 1024},
      {url: 'http://127.0.0.1:3470/assets/js/17896441.aabbccdd.js', transferSize: 3 * 1024},
    );
    expect(summarizeLhr(result).mainBytes).toBe(140 * 1024);
  });

  it('lists requests to other origins', () => {
    expect(summarizeLhr(lhr({urls: ['https://www.googletagmanager.com/gtag/js']})).thirdPartyRequests).toEqual([
      'https://www.googletagmanager.com/gtag/js',
    ]);
  });
});

describe('checkBudgets', () => {
  const missed = (summary, form) =>
    checkBudgets(summary, form, 'doc')
      .filter((b) => !b.met)
      .map((b) => b.label);

  it('passes a page within every budget, at the limits', () => {
    const atLimits = lhr({performance: 0.98, tbt: 150, lcp: 1800, js: 155 * 1024, main: 110 * 1024, css: 35 * 1024});
    expect(missed(summarizeLhr(atLimits), 'mobile')).toEqual([]);
  });

  it('marks each missed budget', () => {
    const summary = summarizeLhr(
      lhr({
        performance: 0.97,
        tbt: 151,
        lcp: 1801,
        accessibility: 0.96,
        seo: 0.9,
        cls: 0.0001,
        js: 155 * 1024 + 1,
        main: 110 * 1024 + 1,
        css: 35 * 1024 + 1,
      }),
    );
    expect(missed(summary, 'mobile')).toEqual([
      'performance',
      'TBT',
      'LCP',
      'accessibility',
      'SEO',
      'JS',
      'main',
      'CSS',
      'CLS',
    ]);
  });

  it('judges performance, TBT and LCP on mobile only', () => {
    expect(missed(summarizeLhr(lhr({performance: 0.5, tbt: 900, lcp: 5000})), 'desktop')).toEqual([]);
  });

  it('has no budgets for pages of no kind', () => {
    expect(checkBudgets(summarizeLhr(lhr({performance: 0.1})), 'mobile', 'none')).toEqual([]);
  });

  it('holds live pages to performance ≥ 90 and TBT under 300 ms on mobile, nothing on desktop', () => {
    const live = (values, form) => checkBudgets(summarizeLhr(lhr(values)), form, 'live').map((b) => [b.label, b.met]);
    expect(live({performance: 0.9, tbt: 299, js: 2000 * 1024}, 'mobile')).toEqual([
      ['performance', true],
      ['TBT', true],
    ]);
    expect(live({performance: 0.89, tbt: 300}, 'mobile')).toEqual([
      ['performance', false],
      ['TBT', false],
    ]);
    expect(live({performance: 0.1, tbt: 5000}, 'desktop')).toEqual([]);
  });
});
