import fs from 'node:fs';
import path from 'node:path';

const read = (file: string) => fs.readFileSync(path.join(__dirname, file), 'utf8').trim();

/**
 * The page template (`ssrTemplate`): Docusaurus's own (`@docusaurus/core/lib/ssg/ssgTemplate.html.js`)
 * with one change. Instead of `<script defer>` tags, which run before the first paint whenever
 * they arrive with the page, the scripts are listed as JSON (route chunks first) and started by
 * `loader.js` after the first frame. The loader's text is the same on every page, so the CSP
 * allows it with one hash. A render-blocking `expect` link holds the first paint until the
 * parser has passed the navbar: its right-hand items are right-aligned, so a frame painted with
 * only some of them parsed moved them all when the rest arrived (a layout shift on desktop).
 */
export const paintFirstTemplate = read('template.html').replace('/* LOADER */', () => read('loader.js'));
