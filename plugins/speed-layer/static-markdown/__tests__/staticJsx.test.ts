import {describe, expect, it} from 'vitest';
import type {Expression} from 'estree';
import {isStaticChild} from '../staticJsx';

const names = {jsx: new Set(['_jsx', '_jsxs']), fragment: '_Fragment'};
const literal = (value: string | number | boolean) => ({type: 'Literal', value}) as Expression;
const identifier = (name: string) => ({type: 'Identifier', name}) as Expression;
const member = (property: string) =>
  ({
    type: 'MemberExpression',
    computed: false,
    optional: false,
    object: identifier('_components'),
    property: identifier(property),
  }) as Expression;
const props = (entries: Record<string, Expression>) =>
  ({
    type: 'ObjectExpression',
    properties: Object.entries(entries).map(([key, value]) => ({
      type: 'Property',
      kind: 'init',
      method: false,
      shorthand: false,
      computed: false,
      key: identifier(key),
      value,
    })),
  }) as Expression;
const jsx = (tag: Expression, entries: Record<string, Expression>) =>
  ({
    type: 'CallExpression',
    optional: false,
    callee: identifier('_jsx'),
    arguments: [tag, props(entries)],
  }) as Expression;

describe('isStaticChild', () => {
  it('takes text and Markdown elements with literal props', () => {
    expect(isStaticChild(literal('\n'), names)).toBe(true);
    expect(isStaticChild(jsx(member('p'), {children: literal('Text')}), names)).toBe(true);
    expect(isStaticChild(jsx(member('a'), {href: literal('/x'), children: literal('x')}), names)).toBe(true);
    expect(isStaticChild(jsx(literal('div'), {className: literal('note'), children: literal('raw HTML')}), names)).toBe(
      true,
    );
  });

  it('takes one-line inline code, and refuses code that the theme turns into a block', () => {
    expect(isStaticChild(jsx(member('code'), {children: literal('routerBasename')}), names)).toBe(true);
    expect(isStaticChild(jsx(member('code'), {children: literal('line one\nline two')}), names)).toBe(false);
  });

  it('refuses code blocks, details, components, scripts and anything computed', () => {
    expect(isStaticChild(jsx(member('pre'), {children: literal('x')}), names)).toBe(false);
    expect(isStaticChild(jsx(member('details'), {children: literal('x')}), names)).toBe(false);
    expect(isStaticChild(jsx(identifier('Tabs'), {children: literal('x')}), names)).toBe(false);
    expect(isStaticChild(jsx(literal('script'), {children: literal('alert(1)')}), names)).toBe(false);
    expect(isStaticChild(jsx(member('p'), {children: identifier('frontMatter')}), names)).toBe(false);
    expect(
      isStaticChild(
        jsx(member('img'), {
          src: {type: 'CallExpression', optional: false, callee: identifier('require'), arguments: []} as Expression,
        }),
        names,
      ),
    ).toBe(false);
  });

  it('refuses a static element that holds a component anywhere inside', () => {
    const nested = jsx(member('ul'), {
      children: {
        type: 'ArrayExpression',
        elements: [jsx(member('li'), {children: jsx(identifier('Tabs'), {})})],
      } as Expression,
    });
    expect(isStaticChild(nested, names)).toBe(false);
  });
});
