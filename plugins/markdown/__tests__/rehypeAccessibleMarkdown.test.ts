import type {Element, Root} from 'hast';
import {describe, expect, it} from 'vitest';
import rehypeAccessibleMarkdown from '../rehypeAccessibleMarkdown';

const el = (tagName: string, properties: Element['properties'], children: Element['children'] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

describe('rehypeAccessibleMarkdown', () => {
  it('gives every table, nested ones included, a tab stop and leaves other elements alone', () => {
    const nested = el('table', {});
    const tree: Root = {type: 'root', children: [el('table', {className: ['x']}), el('div', {}, [nested])]};
    rehypeAccessibleMarkdown()(tree);
    expect((tree.children[0] as Element).properties).toEqual({className: ['x'], tabIndex: 0});
    expect((tree.children[1] as Element).properties).toEqual({});
    expect(nested.properties).toEqual({tabIndex: 0});
  });

  it("labels a task-list checkbox with its item's own text, not its sub-items", () => {
    const checkbox = el('input', {type: 'checkbox', disabled: true});
    const item = el('li', {className: ['task-list-item']}, [
      checkbox,
      {type: 'text', value: ' Rename '},
      el('code', {}, [{type: 'text', value: 'segmentationService'}]),
      el('ul', {}, [el('li', {}, [{type: 'text', value: 'sub step'}])]),
    ]);
    rehypeAccessibleMarkdown()({type: 'root', children: [el('ul', {}, [item])]});
    expect(checkbox.properties).toMatchObject({ariaLabel: 'Rename segmentationService'});
  });
});
