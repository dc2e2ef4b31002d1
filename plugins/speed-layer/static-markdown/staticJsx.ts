import type {CallExpression, Expression, Node, ObjectExpression, SpreadElement} from 'estree';

/** Local names MDX gave the JSX runtime in one compiled page. */
export type JsxNames = {jsx: Set<string>; fragment: string | undefined};

/**
 * Markdown elements whose theme components render markup and nothing else, so the server
 * render is all the browser needs. `a` is the theme's `Link`: its client-side navigation is
 * done for static text by `client/staticLinks.ts`. Left out on purpose: `pre` (copy and
 * word-wrap buttons), `details` (animated), `Head` (document head), `mermaid` and every
 * capitalised component.
 */
const STATIC_MARKDOWN_ELEMENTS = new Set([
  'a',
  'admonition',
  'blockquote',
  'br',
  'del',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'img',
  'input',
  'li',
  'ol',
  'p',
  'section',
  'strong',
  'sup',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
]);

/** Raw HTML tags written in MDX render as themselves; scripts are never static text. */
const NEVER_STATIC_TAGS = new Set(['script', 'iframe', 'object', 'embed']);

const isString = (node: Node): boolean => node.type === 'Literal' && typeof node.value === 'string';

/** `_components.code` is inline code (static) only with one line of literal text; otherwise a code block. */
function isInlineCode(props: ObjectExpression): boolean {
  const children = props.properties.find(
    (property) => property.type === 'Property' && propertyName(property.key) === 'children',
  );
  if (!children || children.type !== 'Property') return true;
  const values = children.value.type === 'ArrayExpression' ? children.value.elements : [children.value];
  return values.every(
    (value) =>
      value !== null && value.type === 'Literal' && typeof value.value === 'string' && !value.value.includes('\n'),
  );
}

function propertyName(key: Node): string | undefined {
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
}

function isStaticTag(tag: Node, props: ObjectExpression, names: JsxNames): boolean {
  if (tag.type === 'Identifier') return tag.name === names.fragment;
  if (tag.type === 'Literal')
    return typeof tag.value === 'string' && /^[a-z][a-z0-9-]*$/.test(tag.value) && !NEVER_STATIC_TAGS.has(tag.value);
  if (tag.type !== 'MemberExpression' || tag.computed) return false;
  if (tag.object.type !== 'Identifier' || tag.object.name !== '_components') return false;
  const name = propertyName(tag.property);
  if (name === 'code') return isInlineCode(props);
  return name !== undefined && STATIC_MARKDOWN_ELEMENTS.has(name);
}

/** A prop value known when the page is compiled: text, numbers, a style object, static children. */
function isStaticValue(node: Expression | SpreadElement | null, names: JsxNames): boolean {
  if (node === null) return false;
  switch (node.type) {
    case 'Literal':
      return !('regex' in node && node.regex);
    case 'TemplateLiteral':
      return node.expressions.length === 0;
    case 'ArrayExpression':
      return node.elements.every((element) => isStaticValue(element, names));
    case 'ObjectExpression':
      return node.properties.every(
        (property) =>
          property.type === 'Property' &&
          !property.computed &&
          property.kind === 'init' &&
          propertyName(property.key) !== undefined &&
          isStaticValue(property.value as Expression, names),
      );
    case 'UnaryExpression':
      return node.operator === '-' && node.argument.type === 'Literal';
    case 'CallExpression':
      return isStaticElement(node, names);
    default:
      return false;
  }
}

function isJsxCall(node: Node, names: JsxNames): node is CallExpression {
  return node.type === 'CallExpression' && node.callee.type === 'Identifier' && names.jsx.has(node.callee.name);
}

/** `_jsx(tag, props)` whose tag and whole subtree render the same markup on every visit. */
export function isStaticElement(node: Node, names: JsxNames): boolean {
  if (!isJsxCall(node, names)) return false;
  const [tag, props, ...rest] = node.arguments;
  if (!tag || !props || props.type !== 'ObjectExpression') return false;
  if (!rest.every((argument) => argument.type === 'Literal')) return false;
  // Event handlers, refs and keys computed at run time are never literals, so isStaticValue refuses them.
  return isStaticTag(tag, props, names) && isStaticValue(props, names);
}

/** A top-level child of a page: static text, static markup, or something that needs React. */
export function isStaticChild(node: Expression | SpreadElement | null, names: JsxNames): boolean {
  if (node === null || node.type === 'SpreadElement') return false;
  return isString(node) || isStaticElement(node, names);
}

/** Rough size of the code a child compiles to, so tiny runs are not wrapped for nothing. */
export function approximateSize(node: Node | null): number {
  if (node === null) return 0;
  if (node.type === 'Literal') return typeof node.value === 'string' ? node.value.length + 2 : 4;
  let size = 0;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) size += isNode(item) ? approximateSize(item) : 0;
    else if (isNode(value)) size += approximateSize(value);
  }
  return size + (node.type === 'CallExpression' ? 12 : node.type === 'Property' ? 4 : 0);
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as {type?: unknown}).type === 'string';
}

/**
 * Characters of text a top-level child shows: the strings under `children`, not attribute
 * values such as link targets or class names, which a reader never sees.
 */
export function textLength(node: Node | null): number {
  if (node === null) return 0;
  if (node.type === 'Literal') return typeof node.value === 'string' ? node.value.length : 0;
  if (node.type === 'ArrayExpression') return node.elements.reduce((sum, element) => sum + textLength(element), 0);
  if (node.type === 'ConditionalExpression') return Math.min(textLength(node.consequent), textLength(node.alternate));
  if (node.type !== 'CallExpression') return 0;
  const props = node.arguments[1];
  if (props?.type !== 'ObjectExpression') return 0;
  return props.properties.reduce(
    (sum, property) =>
      property.type === 'Property' && propertyName(property.key) === 'children'
        ? sum + textLength(property.value)
        : sum,
    0,
  );
}
