import {execFile} from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import type {SearchRecord} from './records';
import {groupIntoBundles, MANIFEST_FILE, type BundleManifest} from '../bundles';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The words of a page's path, without the version prefix: `configuration dataSources
 * introduction` for `/3.8/configuration/dataSources/introduction`. Folder names here are the
 * identifiers readers type (`dataSources`, `webWorkers`, `nginx--image-archive`).
 */
export function pathWords(url: string): string {
  const segments = url.split('#')[0]!.split('/').filter(Boolean).map((segment) => decodeURIComponent(segment));
  return segments.filter((segment, index) => !(index === 0 && /^\d+(\.\d+)*$/.test(segment))).join(' ');
}

/** Pagefind weight of the page title and parent headings repeated inside a section's record. */
const CONTEXT_WEIGHT = 0.3;
/** Pagefind weight of a page's title: the highest, above the h2 (6) and h3 (5) of sections. */
const TITLE_WEIGHT = 10;
/** Pagefind weight of a page's path words, which name the page like a second title. */
const PATH_WEIGHT = 5;

/**
 * A record as a small HTML document for Pagefind. Its own heading is a real h1/h2/h3 so
 * Pagefind ranks heading matches above body text; the page title (and the parent h2 of an
 * h3) is repeated at low weight so a query mixing title and section words still matches.
 */
export function recordToHtml(record: SearchRecord): string {
  const {hierarchy, level} = record;
  const metaTags = (['lvl0', 'lvl1', 'lvl2', 'lvl3'] as const)
    .filter((key) => hierarchy[key])
    .map((key) => `<meta data-pagefind-meta="${key}[content]" content="${escapeHtml(hierarchy[key]!)}">`)
    .concat(`<meta data-pagefind-meta="title[content]" content="${escapeHtml(hierarchy.lvl1)}">`)
    .concat(`<meta data-pagefind-meta="level[content]" content="${level}">`)
    .concat(`<meta data-pagefind-filter="tag[content]" content="${escapeHtml(record.tag)}">`)
    .join('');
  const heading =
    level === 'lvl1'
      ? `<h1 data-pagefind-weight="${TITLE_WEIGHT}">${escapeHtml(hierarchy.lvl1)}</h1>`
      : level === 'lvl2'
        ? `<h2>${escapeHtml(hierarchy.lvl2 ?? '')}</h2>`
        : `<h3>${escapeHtml(hierarchy.lvl3 ?? '')}</h3>`;
  // Sections repeat their page title and parent heading at low weight; a page carries its
  // path, so a route name like `webWorkers` or `dataSources` finds the page.
  const context =
    level === 'lvl1'
      ? `<p data-pagefind-weight="${PATH_WEIGHT}">${escapeHtml(pathWords(record.url))}</p>`
      : `<p data-pagefind-weight="${CONTEXT_WEIGHT}">${escapeHtml([hierarchy.lvl1, level === 'lvl3' ? hierarchy.lvl2 : undefined].filter(Boolean).join(' '))}</p>`;
  return `<html lang="${escapeHtml(record.language)}"><head>${metaTags}</head><body>${heading}<p>${escapeHtml(
    record.content,
  )}</p>${context}</body></html>`;
}

/**
 * Writes the search index under `outputRoot`: one Pagefind bundle per docs version (records
 * carry their version as the `tag` filter) and the `bundles.json` manifest the browser reads
 * to pick one. Returns how many records each tag holds.
 */
export async function writeIndex(records: SearchRecord[], outputRoot: string): Promise<Map<string, number>> {
  const bundles = groupIntoBundles(records);
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'local-search-'));
  try {
    const bundlesFile = path.join(workDir, 'bundles.json');
    const input = bundles.map(({path: bundlePath, items}) => ({
      path: bundlePath,
      documents: items.map((record) => ({url: record.url, html: recordToHtml(record)})),
    }));
    await fs.writeFile(bundlesFile, JSON.stringify({bundles: input}));
    await promisify(execFile)(process.execPath, [path.join(__dirname, 'writeIndex.mjs'), bundlesFile, outputRoot]);
  } finally {
    await fs.rm(workDir, {recursive: true, force: true});
  }
  const manifest: BundleManifest = {bundles: bundles.map(({path: bundlePath, tags}) => ({path: bundlePath, tags}))};
  await fs.writeFile(path.join(outputRoot, MANIFEST_FILE), JSON.stringify(manifest));
  const counts = new Map<string, number>();
  for (const record of records) counts.set(record.tag, (counts.get(record.tag) ?? 0) + 1);
  return counts;
}
