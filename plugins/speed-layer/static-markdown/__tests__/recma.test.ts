import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {compile} from '@mdx-js/mdx';
import {createElement, isValidElement, type ComponentType, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import recmaStaticMarkdown, {pageKey, RUN_COMPONENT, SERVER_FLAG} from '../recma';

const PAGE = `import Tabs from './Tabs';

Plain prose with a [link](/configuration/url), \`inline code\` and **bold** text, long enough to be worth a run.

## A heading

- one item
- another item

:::note

An admonition is static markup too.

:::

| key | default |
| :-- | --: |
| \`routerBasename\` | \`/\` |

\`\`\`js
window.config = {routerBasename: '/'};
\`\`\`

<Tabs>A component needs React.</Tabs>

Short.

<Tabs>Another one.</Tabs>

A last paragraph after the components, with enough words in it to be wrapped as its own run of text.
It goes on for a while: a run is worth its wrapper only when it carries a few hundred characters of prose,
so this one explains the threshold to whoever reads the fixture next.
`;

const require = createRequire(import.meta.url);
/** Docusaurus turns \`:::note\` into an \`admonition\` element the same way. */
function remarkAdmonitions() {
  return (tree: Root) =>
    visit(tree, 'containerDirective', (node, index, parent) => {
      parent!.children[index!] = {
        type: 'mdxJsxFlowElement',
        name: 'admonition',
        attributes: [{type: 'mdxJsxAttribute', name: 'type', value: node.name}],
        children: node.children,
      } as never;
    });
}
const remarkPlugins = [remarkGfm, remarkDirective, remarkAdmonitions];

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-markdown-'));
afterAll(() => fs.rmSync(workDir, {recursive: true, force: true}));

type RunProps = {id: string; belowFold?: boolean; children?: ReactNode};
const runs: RunProps[] = [];
let moduleCount = 0;

/** Compiles the page, with or without the plugin, and loads it as the given build would. */
async function loadPage(options: {
  plugin: boolean;
  server: boolean;
  page?: string;
}): Promise<{code: string; Content: ComponentType<{components?: object}>}> {
  const compiled = await compile(
    {value: options.page ?? PAGE, path: path.join(workDir, 'docs', 'page.mdx')},
    {remarkPlugins, recmaPlugins: options.plugin ? [[recmaStaticMarkdown, {force: true}]] : []},
  );
  const code = String(compiled);
  const runnable = code
    .replaceAll(SERVER_FLAG, String(options.server))
    .replace('"react/jsx-runtime"', JSON.stringify(pathToFileURL(require.resolve('react/jsx-runtime')).href))
    .replace(`"${RUN_COMPONENT}"`, JSON.stringify(pathToFileURL(path.join(workDir, 'Run.mjs')).href))
    .replace(`'./Tabs'`, JSON.stringify(pathToFileURL(path.join(workDir, 'Tabs.mjs')).href));
  const file = path.join(workDir, `page-${moduleCount++}.mjs`);
  fs.writeFileSync(file, runnable);
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {default: ComponentType};
  return {code, Content: module.default};
}

// The run stands in for the theme component: it renders its children as they are and records its props.
fs.writeFileSync(
  path.join(workDir, 'Run.mjs'),
  `export default function Run(props) { globalThis.__runs.push(props); return props.children ?? null; }`,
);
fs.writeFileSync(
  path.join(workDir, 'Tabs.mjs'),
  `import {jsx} from ${JSON.stringify(pathToFileURL(require.resolve('react/jsx-runtime')).href)};
   export default function Tabs(props) { return jsx('section', {className: 'tabs', children: props.children}); }`,
);
(globalThis as {__runs?: RunProps[]}).__runs = runs;
const admonition = ({children}: {children: ReactNode}) => createElement('aside', null, children);
const render = (Content: ComponentType<{components?: object}>) =>
  renderToStaticMarkup(createElement(Content, {components: {admonition}}));

// What React logs while this file's pages render. The development build (as in `npm start`)
// warns once per component about a list whose elements have no key, so all of it is kept.
const reactErrors: string[] = [];
beforeAll(() => {
  const spy = vi.spyOn(console, 'error').mockImplementation((...args) => void reactErrors.push(args.join(' ')));
  return () => spy.mockRestore();
});

describe('recmaStaticMarkdown', () => {
  it('renders on the server exactly the markup of the page without it', async () => {
    const plain = await loadPage({plugin: false, server: true});
    const server = await loadPage({plugin: true, server: true});
    runs.length = 0;
    expect(render(server.Content)).toBe(render(plain.Content));
    expect(runs.length).toBeGreaterThan(0);
  });

  it('wraps static runs and leaves code blocks and components to React', async () => {
    const server = await loadPage({plugin: true, server: true});
    runs.length = 0;
    render(server.Content);
    const runText = runs.map((run) => renderToStaticMarkup(createElement('div', null, run.children)));
    expect(runText[0]).toContain('Plain prose with a <a href="/configuration/url">link</a>');
    expect(runText[0]).toContain('<aside>');
    expect(runText[0]).toContain('<table>');
    expect(runText.join('')).not.toContain('window.config');
    expect(runText.join('')).not.toContain('A component needs React');
    // "Short." sits alone between two components: too small to be worth a wrapper.
    expect(runText.join('')).not.toContain('Short.');
    expect(runText.at(-1)).toContain('A last paragraph');
    expect(new Set(runs.map((run) => run.id)).size).toBe(runs.length);
  });

  it('gives the browser build the runs without their children, and everything else', async () => {
    const client = await loadPage({plugin: true, server: false});
    runs.length = 0;
    const html = render(client.Content);
    expect(runs.every((run) => run.children === undefined)).toBe(true);
    expect(html).not.toContain('Plain prose');
    expect(html).toContain('window.config');
    expect(html).toContain('A component needs React.');
    expect(html).toContain('Short.');
    // The prose is behind the flag, so a minifier that knows it is false drops it.
    expect(client.code).toMatch(new RegExp(`${SERVER_FLAG} \\? \\[`));
  });

  it('gives every element of a run a key, so React in development warns of none', async () => {
    const server = await loadPage({plugin: true, server: true});
    runs.length = 0;
    render(server.Content);
    expect(runs.length).toBeGreaterThan(0);
    for (const run of runs) {
      expect(Array.isArray(run.children)).toBe(true);
      for (const element of (run.children as ReactNode[]).filter(isValidElement)) expect(element.key).not.toBeNull();
    }
    expect(reactErrors.filter((message) => message.includes('unique "key"'))).toEqual([]);
  });

  it('does nothing unless the plugin enabled it', async () => {
    const compiled = await compile(PAGE, {recmaPlugins: [recmaStaticMarkdown]});
    expect(String(compiled)).not.toContain(RUN_COMPONENT);
  });
});

describe('the fold', () => {
  // 300 characters: four lines of the estimate (three of text, one of margins) each.
  const paragraph = (n: number) => `Paragraph ${String(n).padStart(3, '0')} ${'word '.repeat(57)}`.trim();
  const longPage = (count: number, codeAt = -1) =>
    Array.from({length: count}, (_, index) => (index === codeAt ? '```js\nconst x = 1;\n```' : paragraph(index))).join(
      '\n\n',
    );
  const runsOf = async (page: string) => {
    const server = await loadPage({plugin: true, server: true, page});
    runs.length = 0;
    render(server.Content);
    return runs.map((run) => ({
      belowFold: run.belowFold === true,
      text: renderToStaticMarkup(createElement('div', null, run.children)),
    }));
  };

  it('makes the first block surely below the first screen a marked run of its own', async () => {
    const found = await runsOf(longPage(30));
    // 48 lines: 12 paragraphs of 4 lines.
    expect(found.map((run) => run.belowFold)).toEqual([false, true, false]);
    expect(found[0]!.text).toContain('Paragraph 011');
    expect(found[0]!.text).not.toContain('Paragraph 012');
    expect(found[1]!.text).toMatch(/^<div>\s*<p>Paragraph 012 [^<]*<\/p><\/div>$/);
    expect(found[2]!.text).toMatch(/^<div>\s*<p>Paragraph 013/);
  });

  it('counts text only, not link targets or class names', async () => {
    const linked = longPage(30).replace(/Paragraph (\d+)/g, `[Paragraph $1](/${'long-target/'.repeat(30)})`);
    const found = await runsOf(linked);
    expect(found.map((run) => run.belowFold)).toEqual([false, true, false]);
    expect(found[1]!.text).toMatch(/^<div>\s*<p><a [^>]+>Paragraph 012/);
  });

  it('when the fold falls on a code block, marks the next run', async () => {
    const found = await runsOf(longPage(30, 12));
    expect(found.map((run) => run.belowFold)).toEqual([false, true, false]);
    expect(found[1]!.text).toMatch(/^<div>\s*<p>Paragraph 013 [^<]*<\/p><\/div>$/);
  });

  it('wraps the block at the fold even when a run of it alone would be too small to be worth it', async () => {
    const page = longPage(30).replace('Paragraph 012', 'Short.\n\n```js\nconst y = 2;\n```\n\nParagraph 012');
    const found = await runsOf(page);
    expect(found.map((run) => run.belowFold)).toEqual([false, true, false]);
    expect(found[1]!.text).toMatch(/^<div>\s*<p>Short\.<\/p><\/div>$/);
  });

  it('marks nothing on a page that may fit on one screen', async () => {
    expect((await runsOf(longPage(11))).some((run) => run.belowFold)).toBe(false);
    expect((await runsOf(PAGE)).some((run) => run.belowFold)).toBe(false);
  });
});

describe('pageKey', () => {
  it('depends on the file and its text, not on where the site is checked out', () => {
    const page = {path: '/a/site/docs/x.md', value: 'text'};
    expect(pageKey(page, '/a/site')).toBe(pageKey({path: '/b/site/docs/x.md', value: 'text'}, '/b/site'));
    expect(pageKey(page, '/a/site')).not.toBe(pageKey({...page, value: 'changed'}, '/a/site'));
    expect(pageKey(page, '/a/site')).not.toBe(pageKey({...page, path: '/a/site/docs/y.md'}, '/a/site'));
  });
});
