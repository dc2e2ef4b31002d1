import {describe, expect, it} from 'vitest';
import {componentToc, groupNeighbours, matchesFilter, sectionId} from '../pageNavigation';
import type {ComponentEntry} from '../../types/docs';

const entry = (slug: string, name: string, extra: Partial<ComponentEntry> = {}): ComponentEntry => ({
  slug,
  name,
  group: 'inputs',
  exports: [name],
  summary: `${name} summary.`,
  purpose: [],
  choose: [],
  pickers: [],
  examples: [],
  props: [],
  keyboard: [],
  accessibility: [],
  ...extra,
});

describe('componentToc', () => {
  const dialog = entry('dialog', 'Dialog', {
    choose: [{instead: 'popover', when: 'x'}],
    examples: [{id: 'ExportSegmentation', title: 'Export a segmentation', description: ''}],
    props: [
      {part: 'Dialog', props: []},
      {part: 'Numeric.Container', props: []},
    ],
  });

  it('lists the h2 sections and, as h3, every example and every props part, in page order', () => {
    expect(componentToc(dialog, {hasPatterns: true}).map(({id, level}) => `${level} ${id}`)).toEqual([
      '2 purpose',
      '3 choosing',
      '2 preview',
      '2 examples',
      '3 example-exportsegmentation',
      '2 usage',
      '2 props',
      '3 props-dialog',
      '3 props-numeric.container',
      '2 accessibility',
      '3 known-defects',
      '2 patterns',
    ]);
    expect(sectionId.example('ExportSegmentation')).toBe('example-exportsegmentation');
  });

  it('lists the anatomy before usage when the component has one', () => {
    const menu = entry('menu', 'Menu', {anatomy: [{name: 'Menu', role: 'The root.'}]});
    const ids = componentToc(menu, {hasPatterns: false}).map(({id}) => id);
    expect(ids.indexOf('anatomy')).toBe(ids.indexOf('usage') - 1);
  });

  it('leaves out the sections a page does not have, and escapes names as the theme renders HTML', () => {
    const toggle = entry('toggle', 'Toggle & ToggleGroup', {props: [{part: 'Toggle<T>', props: []}]});
    const toc = componentToc(toggle, {hasPatterns: false, extra: [{id: 'icon-names', title: 'All <icon> names'}]});
    expect(toc.map(({id}) => id)).toEqual([
      'purpose',
      'preview',
      'icon-names',
      'examples',
      'usage',
      'props',
      'props-toggle<t>',
      'accessibility',
      'known-defects',
    ]);
    expect(toc.find(({id}) => id === 'icon-names')?.value).toBe('All &lt;icon&gt; names');
    expect(toc.find(({id}) => id === 'preview')?.value).toBe('Live preview');
  });
});

describe('groupNeighbours', () => {
  const groups = [{components: [entry('a', 'A'), entry('b', 'B'), entry('c', 'C')]}, {components: [entry('d', 'D')]}];

  it('gives the pages before and after within the group only', () => {
    expect(groupNeighbours(groups, 'b')).toEqual({previous: groups[0]!.components[0], next: groups[0]!.components[2]});
    expect(groupNeighbours(groups, 'c')).toEqual({previous: groups[0]!.components[1], next: undefined});
    expect(groupNeighbours(groups, 'd')).toEqual({previous: undefined, next: undefined});
    expect(groupNeighbours(groups, 'missing')).toEqual({});
  });
});

describe('matchesFilter', () => {
  const tooltip = entry('tooltip', 'Tooltip', {
    summary: 'A short label on hover.',
    exports: ['Tooltip', 'TooltipContent', 'TooltipProvider'],
  });

  it('matches every word, in any case, in the name, the summary or the exports', () => {
    expect(matchesFilter(tooltip, '')).toBe(true);
    expect(matchesFilter(tooltip, 'TOOL')).toBe(true);
    expect(matchesFilter(tooltip, 'hover label')).toBe(true);
    expect(matchesFilter(tooltip, 'tooltipprovider')).toBe(true);
    expect(matchesFilter(tooltip, 'hover menu')).toBe(false);
  });
});
