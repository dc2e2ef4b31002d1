import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {loadComponentEntries} from './componentEntries';
import {pickerAttributes, pickerSnippet, snippetFollowsPickers, takesChildren} from '../pickerSnippet';
import type {ComponentDoc, ComponentEntry} from '../../types/docs';

const siteDir = path.resolve(__dirname, '../../../..');
const examplesDir = path.join(siteDir, 'src/design-system/examples');

const button: Pick<ComponentDoc, 'exports' | 'props' | 'pickers'> = {
  exports: ['Button'],
  props: [
    {
      part: 'Button',
      props: [
        {name: 'variant', type: 'string', default: "'default'", description: ''},
        {name: 'size', type: 'string', default: "'default'", description: ''},
      ],
    },
  ],
  pickers: [
    {prop: 'variant', label: 'Variant', kind: 'variant', initial: 'default', options: []},
    {prop: 'size', label: 'Size', kind: 'size', initial: 'default', options: []},
    {
      prop: 'state',
      label: 'State',
      kind: 'state',
      initial: 'enabled',
      options: [
        {value: 'enabled', description: ''},
        {value: 'disabled', description: '', code: 'disabled'},
      ],
    },
  ],
};

describe('pickerSnippet', () => {
  it('writes the chosen props, leaving out the defaults, and what a state option says it means', () => {
    expect(pickerSnippet(button, {variant: 'ghost', size: 'sm', state: 'enabled'})).toBe(
      '<Button variant="ghost" size="sm">…</Button>',
    );
    expect(pickerSnippet(button, {variant: 'default', size: 'default', state: 'disabled'})).toBe(
      '<Button disabled>…</Button>',
    );
  });

  it('writes each part the chosen options give code to, and the main export when none does', () => {
    const popover: Pick<ComponentDoc, 'exports' | 'props' | 'pickers'> = {
      exports: ['Popover', 'PopoverContent'],
      props: [{part: 'PopoverContent', props: [{name: 'side', type: 'string', default: "'bottom'", description: ''}]}],
      pickers: [
        {prop: 'side', part: 'PopoverContent', label: '', kind: 'state', initial: 'bottom', options: []},
        {
          prop: 'open',
          label: '',
          kind: 'state',
          initial: 'no',
          options: [{value: 'yes', description: '', code: 'open'}],
        },
      ],
    };
    expect(pickerSnippet(popover, {side: 'top', open: 'no'})).toBe('<PopoverContent side="top">…</PopoverContent>');
    expect(pickerSnippet(popover, {side: 'top', open: 'yes'})).toBe(
      '<Popover open>…</Popover>\n<PopoverContent side="top">…</PopoverContent>',
    );
    expect(pickerSnippet(popover, {side: 'bottom', open: 'no'})).toBe('<Popover>…</Popover>');
  });

  it('is shown only where a picker’s options mean different code', () => {
    expect(snippetFollowsPickers(button)).toBe(true);
    expect(
      snippetFollowsPickers({...button, pickers: [{...button.pickers[2]!, options: [{value: 'a', description: ''}]}]}),
    ).toBe(false);
  });

  it('closes a part on its own when the example file writes it that way', () => {
    const source = `<Label htmlFor="a">A</Label>\n<Input id="a" onChange={(e) => set(e.target.value > 1)} />`;
    expect(takesChildren('Input', source)).toBe(false);
    expect(takesChildren('Label', source)).toBe(true);
    expect(takesChildren('Missing', source)).toBe(true);
  });

  it('gives a state picker without code no attributes', () => {
    expect(pickerAttributes(button, {...button.pickers[2]!, options: []}, 'disabled')).toBe('');
  });
});

describe('picker code in the data files', () => {
  let entries: ComponentEntry[] = [];
  beforeAll(async () => {
    entries = await loadComponentEntries();
  });

  it('names only props the page documents for that part', () => {
    const unknown: string[] = [];
    for (const doc of entries) {
      for (const picker of doc.pickers) {
        const part = picker.part ?? doc.exports[0]!;
        const documented = doc.props.find((entry) => entry.part === part)?.props.map((prop) => prop.name) ?? [];
        for (const option of picker.options) {
          // Attribute names: `disabled`, `showOverlay={false}`, `data={[]}`; values in braces skipped.
          const names =
            (option.code ?? '').replace(/\{[^{}]*(\{[^{}]*\}[^{}]*)*\}|"[^"]*"/g, '').match(/[\w-]+/g) ?? [];
          for (const name of names)
            if (!documented.includes(name)) unknown.push(`${doc.slug}: ${picker.prop}=${option.value} → ${name}`);
        }
      }
    }
    expect(unknown).toEqual([]);
  });

  it('make every picker option of every page give a snippet that starts with a documented export', () => {
    for (const doc of entries) {
      const source = fs.readFileSync(path.join(examplesDir, `${doc.slug}.tsx`), 'utf8');
      for (const picker of doc.pickers) {
        for (const option of picker.options) {
          const values = {
            ...Object.fromEntries(doc.pickers.map((p) => [p.prop, p.initial])),
            [picker.prop]: option.value,
          };
          const snippet = pickerSnippet(doc, values, source);
          const first = /^<([\w.]+)/.exec(snippet)?.[1];
          expect(
            doc.exports.some((name) => first === name || first?.startsWith(`${name}.`)),
            snippet,
          ).toBe(true);
        }
      }
    }
  });
});
