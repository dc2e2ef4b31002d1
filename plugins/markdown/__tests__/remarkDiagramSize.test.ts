import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import remarkDiagramSize, {svgSize} from '../remarkDiagramSize';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagrams-'));
fs.mkdirSync(path.join(dir, 'intro'));
for (const variant of ['light', 'dark']) {
  fs.writeFileSync(path.join(dir, 'intro', `overview.${variant}.svg`), '<svg viewBox="0 0 900 400" width="900"></svg>');
}
fs.writeFileSync(path.join(dir, 'intro', 'lonely.light.svg'), '<svg viewBox="0 0 10 10"></svg>');
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

const diagram = (src: unknown) => ({
  type: 'mdxJsxFlowElement',
  name: 'Diagram',
  attributes: [{type: 'mdxJsxAttribute' as const, name: 'src', value: src}],
});

describe('svgSize', () => {
  it('reads the viewBox, falling back to width and height', () => {
    expect(svgSize('<svg xmlns="x" viewBox="0 0 920 545.5">')).toEqual({width: 920, height: 546});
    expect(svgSize('<svg width="300" height="150">')).toEqual({width: 300, height: 150});
    expect(svgSize('<svg>')).toBeUndefined();
  });
});

describe('remarkDiagramSize', () => {
  const transform = remarkDiagramSize({diagramsDir: dir});

  it('adds the intrinsic size to nested <Diagram> elements', () => {
    const node = diagram('intro/overview');
    transform({type: 'root', children: [{type: 'listItem', children: [node]}]});
    expect(node.attributes.slice(1)).toEqual([
      {type: 'mdxJsxAttribute', name: 'width', value: '900'},
      {type: 'mdxJsxAttribute', name: 'height', value: '400'},
    ]);
  });

  it('fails the build for a diagram without both colour variants', () => {
    expect(() => transform({type: 'root', children: [diagram('intro/lonely')]})).toThrow(/missing .*lonely\.dark\.svg/);
    expect(() => transform({type: 'root', children: [diagram(undefined)]})).toThrow(/literal src/);
  });
});
