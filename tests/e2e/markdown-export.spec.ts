import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from './support/test';
import {codeTexts} from './support/codeText';
import {docTagOf, listBuiltHtml, markdownFileOfRoute, markdownUrlOf} from '../../plugins/shared/builtPages.mjs';

const BUILD = path.join(__dirname, '..', '..', 'build');
const SITE = 'https://docs.ohif.org';

/** Every doc page of the build with its version tag (`docs-default-current`, `docs-default-3.8`). */
function docPages(): {route: string; tag: string}[] {
  return listBuiltHtml(BUILD).flatMap(({route, file}) => {
    const tag = docTagOf(fs.readFileSync(file, 'utf8'));
    return tag && route !== '/404.html' ? [{route, tag}] : [];
  });
}

/** Version folders of the llms files: the current version at the root, the others by name. */
function llmsDirOf(tag: string): string {
  return tag === 'docs-default-current' ? '' : `${tag.replace('docs-default-', '')}/`;
}

test('every doc page of both versions has its Markdown copy at its route plus .md', () => {
  const pages = docPages();
  expect(new Set(pages.map((page) => page.tag)).size).toBeGreaterThanOrEqual(2);
  const missing = pages
    .filter(({route}) => !fs.existsSync(markdownFileOfRoute(BUILD, '/', route)))
    .map(({route}) => route);
  expect(missing).toEqual([]);
  for (const {route} of pages) {
    const markdown = fs.readFileSync(markdownFileOfRoute(BUILD, '/', route), 'utf8');
    expect(markdown, route).toMatch(/^# \S/);
    const prose = markdown.replace(/^( *)```[^\n]*\n[\s\S]*?\n\1```$/gm, '');
    expect(prose, route).not.toMatch(/^---\ntitle:|<Diagram|<Tabs|^import .* from ['"]|^:::/m);
  }
});

test('each llms.txt lists every page of its version, llms-full.txt holds them all', () => {
  const byTag = new Map<string, string[]>();
  for (const {route, tag} of docPages()) byTag.set(tag, [...(byTag.get(tag) ?? []), route]);
  for (const [tag, routes] of byTag) {
    const dir = llmsDirOf(tag);
    const index = fs.readFileSync(path.join(BUILD, dir, 'llms.txt'), 'utf8');
    const full = fs.readFileSync(path.join(BUILD, dir, 'llms-full.txt'), 'utf8');
    const listed = [...index.matchAll(/^- \[[^\]]+\]\((https:[^)]+\.md)\)/gm)].map((match) => match[1]);
    const expected = routes.map((route) => `${SITE}${markdownUrlOf(route, '/')}`);
    expect(new Set(listed), tag).toEqual(new Set(expected));
    for (const url of expected) expect(full, tag).toContain(`source: ${url}\n`);
  }
  expect(fs.readFileSync(path.join(BUILD, 'llms.txt'), 'utf8')).toContain(`(${SITE}/3.8/llms.txt)`);
});

test('a page and its Markdown copy have the same headings and code blocks', async ({page, request}) => {
  for (const route of ['/deployment/docker', '/3.8/deployment/docker']) {
    const response = await request.get(markdownUrlOf(route, '/'));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
    const markdown = await response.text();

    await page.goto(route);
    const article = page.locator('article .theme-doc-markdown');
    const htmlHeadings = (await article
      .locator('h1, h2, h3, h4')
      .evaluateAll((nodes) =>
        nodes.map(
          (node) => `${'#'.repeat(Number(node.tagName[1]))} ${(node.textContent ?? '').replace(/\u200b/g, '').trim()}`,
        ),
      )) as string[];
    const markdownHeadings = [...markdown.matchAll(/^(#{1,4}) (.+)$/gm)]
      .filter((match) => !isInsideFence(markdown, match.index ?? 0))
      .map((match) => `${match[1]} ${match[2]!.replace(/`/g, '')}`);
    expect(markdownHeadings, route).toEqual(htmlHeadings);

    const htmlCode = (await codeTexts(article.locator('pre code'))).map((code) => code.replace(/\n$/, ''));
    const markdownCode = codeBlocks(markdown);
    expect(markdownCode.length, route).toBeGreaterThan(0);
    expect(markdownCode, route).toEqual(htmlCode);
  }
});

/** The contents of the fenced code blocks of a Markdown text, list indentation removed. */
function codeBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^( *)```[^\n]*\n([\s\S]*?)\n\1```$/gm)].map(([, indent = '', body = '']) =>
    body
      .split('\n')
      .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
      .join('\n'),
  );
}

/** Whether a position of a Markdown text is inside a fenced code block. */
function isInsideFence(markdown: string, index: number): boolean {
  return (markdown.slice(0, index).match(/^```/gm) ?? []).length % 2 === 1;
}

test.describe('Copy page', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('copies the Markdown from the keyboard and says so, without moving the page', async ({page}) => {
    const chunkRequests: string[] = [];
    page.on('request', (request) => {
      if (/copy-page|\.md$/.test(request.url())) chunkRequests.push(request.url());
    });
    await page.goto('/deployment/docker');
    const button = page.getByRole('button', {name: 'Copy page'});
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', '/deployment/docker.md');
    const titleBox = await page.getByRole('heading', {level: 1}).boundingBox();
    expect(chunkRequests).toEqual([]);

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText('Page copied as Markdown');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith('# Docker\n\n## What the image contains')).toBe(true);
    expect(copied).toContain('```bash\ndocker run -d --name ohif -p 3000:80 ohif/app:v3.9.3\n```');
    expect(await page.getByRole('heading', {level: 1}).boundingBox()).toEqual(titleBox);
    expect(chunkRequests.some((url) => url.endsWith('/deployment/docker.md'))).toBe(true);
  });

  test('View as Markdown opens the copy', async ({page}) => {
    await page.goto('/3.8/deployment/docker');
    await page.getByRole('link', {name: 'View as Markdown'}).click();
    await expect(page).toHaveURL(/\/3\.8\/deployment\/docker\.md$/);
    await expect(page.locator('body')).toContainText('# Docker');
  });
});
