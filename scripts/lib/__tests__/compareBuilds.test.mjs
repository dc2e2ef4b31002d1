import {describe, expect, it} from 'vitest';
import {sideBySide} from '../compareBuilds.mjs';

const summary = (performance, tbtMs) => ({
  performance,
  lcpMs: 1234.4,
  tbtMs,
  cls: 0,
  jsBytes: 102_400,
  mainBytes: 51_200,
  cssBytes: 20_480,
  scriptEvaluationMs: 88.6,
});

describe('sideBySide', () => {
  it('puts each figure of the layer build beside the stock build of the same page and form', () => {
    const layer = [{name: 'longest doc', formFactor: 'mobile', summary: summary(99, 40)}];
    const stock = [
      {name: 'longest doc', formFactor: 'desktop', summary: summary(100, 0)},
      {name: 'longest doc', formFactor: 'mobile', summary: summary(61, 900)},
    ];
    const {header, rows} = sideBySide(layer, stock);
    expect(header.slice(0, 5)).toEqual(['page', 'form', 'perf', 'LCP ms', 'TBT ms']);
    expect(rows).toEqual([
      [
        'longest doc',
        'mobile',
        '99 / 61',
        '1234 / 1234',
        '40 / 900',
        '0 / 0',
        '100.0 / 100.0',
        '50.0 / 50.0',
        '20.0 / 20.0',
        '89 / 89',
      ],
    ]);
  });

  it('marks a page the stock build was not measured on', () => {
    const {rows} = sideBySide([{name: 'home', formFactor: 'desktop', summary: summary(100, 0)}], []);
    expect(rows[0][2]).toBe('100 / –');
  });
});
