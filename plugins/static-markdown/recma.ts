import {createHash} from 'node:crypto';
import path from 'node:path';
import type {
  ArrayExpression,
  CallExpression,
  Expression,
  FunctionDeclaration,
  ImportDeclaration,
  Program,
  Property,
  ReturnStatement,
  SpreadElement,
} from 'estree';
import type {VFile} from 'vfile';
import {approximateSize, isStaticChild, type JsxNames} from './staticJsx';

/** Replaced by `true` in the server build and in development, `false` in the browser build. */
export const SERVER_FLAG = '__STATIC_MARKDOWN_SERVER__';
/** The theme component that renders one run of static text. */
export const RUN_COMPONENT = '@theme/StaticMarkdownRun';
const RUN_LOCAL = '_StaticMarkdownRun';

/** Below this, a run's wrapper costs about what leaving its text out of the bundle saves. */
export const MIN_RUN_SIZE = 240;

type Child = Expression | SpreadElement | null;

// On globalThis: the config file and the plugin may load this module through different loaders.
const ENABLED = Symbol.for('ohif-docs.static-markdown.enabled');
/** Called by the plugin: without it in the config, the recma step leaves pages as they are. */
export function enableStaticMarkdown(): void {
  (globalThis as Record<symbol, unknown>)[ENABLED] = true;
}
const isEnabled = () => (globalThis as Record<symbol, unknown>)[ENABLED] === true;

function jsxNames(program: Program): JsxNames {
  const names: JsxNames = {jsx: new Set(), fragment: undefined};
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.source.value !== 'react/jsx-runtime') continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type !== 'ImportSpecifier' || specifier.imported.type !== 'Identifier') continue;
      if (specifier.imported.name === 'Fragment') names.fragment = specifier.local.name;
      else if (specifier.imported.name === 'jsx' || specifier.imported.name === 'jsxs')
        names.jsx.add(specifier.local.name);
    }
  }
  return names;
}

/** The `children` array of the fragment `_createMdxContent` returns, if it returns one. */
function topLevelChildren(program: Program, names: JsxNames): ArrayExpression | undefined {
  const content = program.body.find(
    (statement): statement is FunctionDeclaration =>
      statement.type === 'FunctionDeclaration' && statement.id?.name === '_createMdxContent',
  );
  const returned = content?.body.body.find(
    (statement): statement is ReturnStatement => statement.type === 'ReturnStatement',
  );
  const fragment = returned?.argument;
  if (fragment?.type !== 'CallExpression') return undefined;
  const [tag, props] = fragment.arguments;
  if (tag?.type !== 'Identifier' || tag.name !== names.fragment || props?.type !== 'ObjectExpression') return undefined;
  for (const property of props.properties) {
    if (property.type === 'Property' && property.key.type === 'Identifier' && property.key.name === 'children') {
      return property.value.type === 'ArrayExpression' ? property.value : undefined;
    }
  }
  return undefined;
}

/** Consecutive static children, grouped; anything else stays a group of one. */
function groupRuns(children: Child[], names: JsxNames): {isStatic: boolean; items: Child[]}[] {
  const groups: {isStatic: boolean; items: Child[]}[] = [];
  for (const child of children) {
    const isStatic = isStaticChild(child, names);
    const last = groups.at(-1);
    if (isStatic && last?.isStatic) last.items.push(child);
    else groups.push({isStatic, items: [child]});
  }
  return groups;
}

const isWhitespace = (child: Child) =>
  child?.type === 'Literal' && typeof child.value === 'string' && child.value.trim() === '';

/** `_jsx(_StaticMarkdownRun, {id, children: __STATIC_MARKDOWN_SERVER__ ? [...] : undefined})` */
const prop = (name: string, value: Expression): Property => ({
  type: 'Property',
  kind: 'init',
  method: false,
  shorthand: false,
  computed: false,
  key: {type: 'Identifier', name},
  value,
});

function runElement(jsx: string, id: string, items: Child[]): CallExpression {
  const children: Expression = {
    type: 'ConditionalExpression',
    test: {type: 'Identifier', name: SERVER_FLAG},
    consequent: {type: 'ArrayExpression', elements: items},
    alternate: {type: 'Identifier', name: 'undefined'},
  };
  return {
    type: 'CallExpression',
    optional: false,
    callee: {type: 'Identifier', name: jsx},
    arguments: [
      {type: 'Identifier', name: RUN_LOCAL},
      {type: 'ObjectExpression', properties: [prop('id', {type: 'Literal', value: id}), prop('children', children)]},
    ],
  };
}

const runImport: ImportDeclaration = {
  type: 'ImportDeclaration',
  specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: RUN_LOCAL}}],
  source: {type: 'Literal', value: RUN_COMPONENT},
  attributes: [],
};

/** Names a page's runs after its file and text, so a stale chunk never pairs with new HTML. */
export function pageKey(file: Pick<VFile, 'path' | 'value'>, cwd = process.cwd()): string {
  const relative = file.path ? path.relative(cwd, file.path).split(path.sep).join('/') : '';
  return createHash('sha256').update(relative).update('\0').update(String(file.value)).digest('base64url').slice(0, 10);
}

/**
 * Recma plugin for the docs' MDX: each run of top-level static Markdown (prose, headings,
 * lists, tables, admonitions) becomes one `<StaticMarkdownRun>` whose children exist only in
 * the server build. The browser keeps the HTML the server wrote, and the page's chunk carries
 * only what needs React: code blocks, tabs, diagrams and other components.
 */
export default function recmaStaticMarkdown(options: {force?: boolean} = {}) {
  return (program: Program, file: VFile): void => {
    if (!isEnabled() && !options.force) return;
    const names = jsxNames(program);
    const [jsx] = names.jsx;
    const children = jsx ? topLevelChildren(program, names) : undefined;
    if (!jsx || !children) return;

    const key = pageKey(file);
    let runCount = 0;
    const rewritten: Child[] = [];
    for (const group of groupRuns(children.elements, names)) {
      const worthWrapping =
        group.isStatic &&
        !group.items.every(isWhitespace) &&
        group.items.reduce((size, item) => size + approximateSize(item), 0) >= MIN_RUN_SIZE;
      if (worthWrapping) rewritten.push(runElement(jsx, `${key}-${runCount++}`, group.items));
      else rewritten.push(...group.items);
    }
    if (runCount === 0) return;
    children.elements = rewritten;
    program.body.unshift(runImport);
  };
}
