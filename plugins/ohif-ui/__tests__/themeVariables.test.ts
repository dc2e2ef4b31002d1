import {describe, expect, it} from 'vitest';
import {declareVariables, extractRootVariables} from '../themeVariables';

describe('extractRootVariables', () => {
  it('reads every custom property of :root blocks and ignores other rules', () => {
    const css =
      'body{margin:0}:root{--primary:214 98% 60%;--radius:0.5rem}.dark{--primary:1 2% 3%}:root{--ring:1 1% 1%}';
    expect(extractRootVariables(css)).toEqual({'--primary': '214 98% 60%', '--radius': '0.5rem', '--ring': '1 1% 1%'});
  });

  it('finds nothing in a stylesheet without :root', () => {
    expect(extractRootVariables('.a{color:red}')).toEqual({});
  });
});

describe('declareVariables', () => {
  it('declares the variables under the given selector', () => {
    expect(declareVariables('.scope', {'--a': '1', '--b': '2'})).toBe('.scope {\n  --a: 1;\n  --b: 2;\n}\n');
  });
});
