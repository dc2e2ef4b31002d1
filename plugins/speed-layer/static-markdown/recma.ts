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
import {approximateSize, isStaticChild, textLength, type JsxNames} from './staticJsx';

/** Replaced by `true` in the server build and in development, `false` in the browser build. */
export const SERVER_FLAG = '__STATIC_MARKDOWN_SERVER__';
/** The theme component that renders one run of static text. */
export const RUN_COMPONENT = '@theme/StaticMarkdownRun';
const RUN_LOCAL = '_StaticMarkdownRun';

/** Below this, a run's wrapper costs about what leaving its text out of the bundle saves. */
export const MIN_RUN_SIZE = 240;

/**
 * How much text surely fills the first screen: lines of `CHARS_PER_LINE` characters plus one
 * line per block for its margins. The estimate only ever falls short (headings, code lines and
 * images are taller than their text), so the fold it finds is well below the real one: 48 lines
 * put it 2,200 px or more down the doc pages measured on a 1,920 px wide screen, where a window
 * on a 1440p screen is 1,300 px tall.
 */
export const FIRST_SCREEN_LINES = 48;
/** Characters on a line of the doc column at its widest (a phone has fewer: more lines). */
export const CHARS_PER_LINE = 100;

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

/**
 * Index of the first top-level child that is surely below the first screen (see
 * `FIRST_SCREEN_LINES`), or -1 when the whole page may fit on one.
 */
export function foldIndex(children: Child[]): number {
  let lines = 0;
  for (const [index, child] of children.entries()) {
    if (lines >= FIRST_SCREEN_LINES) return index;
    if (!isWhitespace(child)) lines += 1 + Math.ceil(textLength(child) / CHARS_PER_LINE);
  }
  return -1;
}

type Group = {isStatic: boolean; belowFold: boolean; isFold?: boolean; items: Child[]};

/**
 * Consecutive static children, grouped, and split at the fold; anything else stays a group of
 * one. The first static block below the fold is a group of its own, `isFold`: the first screen
 * waits for it to be parsed, so it should end soon after the fold.
 */
function groupRuns(children: Child[], names: JsxNames, fold: number): Group[] {
  const groups: Group[] = [];
  for (const [index, child] of children.entries()) {
    const isStatic = isStaticChild(child, names);
    const belowFold = fold >= 0 && index >= fold;
    const last = groups.at(-1);
    if (isStatic && last?.isStatic && last.belowFold === belowFold) last.items.push(child);
    else groups.push({isStatic, belowFold, items: [child]});
  }
  const first = groups.findIndex((group) => group.isStatic && group.belowFold && !group.items.every(isWhitespace));
  if (first >= 0) {
    const {items} = groups[first]!;
    const end = items.findIndex((item) => !isWhitespace(item)) + 1;
    const rest = items.slice(end);
    groups.splice(
      first,
      1,
      {isStatic: true, belowFold: true, isFold: true, items: items.slice(0, end)},
      ...(rest.length > 0 ? [{isStatic: true, belowFold: true, items: rest}] : []),
    );
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

/**
 * `_jsx(type, props)` with a key as its third argument. MDX hands a list of children to
 * `_jsxs`, which React takes as static and asks no keys of; a run's children are a list given
 * to `_jsx`, and in development React warns about each element without a key.
 */
function withKey(item: Child, key: string, names: JsxNames): Child {
  if (item?.type !== 'CallExpression' || item.callee.type !== 'Identifier' || !names.jsx.has(item.callee.name))
    return item;
  if (item.arguments.length !== 2) return item;
  return {...item, arguments: [...item.arguments, {type: 'Literal', value: key}]};
}

function runElement(names: JsxNames, jsx: string, id: string, items: Child[], isFold: boolean): CallExpression {
  const children: Expression = {
    type: 'ConditionalExpression',
    test: {type: 'Identifier', name: SERVER_FLAG},
    consequent: {type: 'ArrayExpression', elements: items.map((item, index) => withKey(item, String(index), names))},
    alternate: {type: 'Identifier', name: 'undefined'},
  };
  return {
    type: 'CallExpression',
    optional: false,
    callee: {type: 'Identifier', name: jsx},
    arguments: [
      {type: 'Identifier', name: RUN_LOCAL},
      {
        type: 'ObjectExpression',
        properties: [
          prop('id', {type: 'Literal', value: id}),
          ...(isFold ? [prop('belowFold', {type: 'Literal', value: true})] : []),
          prop('children', children),
        ],
      },
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
 * only what needs React: code blocks, tabs, diagrams and other components. The first static
 * block surely below the first screen (`foldIndex`) is a run of its own, marked `belowFold`:
 * the first paint waits for it, and `client/offscreenBlocks.css` renders the blocks from there
 * on only when they near the screen.
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
    for (const group of groupRuns(children.elements, names, foldIndex(children.elements))) {
      // The fold's block is wrapped however small: the stylesheet and the first paint key on it.
      const worthWrapping =
        group.isFold ||
        (group.isStatic &&
          !group.items.every(isWhitespace) &&
          group.items.reduce((size, item) => size + approximateSize(item), 0) >= MIN_RUN_SIZE);
      if (worthWrapping)
        rewritten.push(runElement(names, jsx, `${key}-${runCount++}`, group.items, group.isFold === true));
      else rewritten.push(...group.items);
    }
    if (runCount === 0) return;
    children.elements = rewritten;
    program.body.unshift(runImport);
  };
}
