// @ts-check
/**
 * What the Copy page button costs a doc page: the part every doc page carries (its component
 * and CSS, bundled the way the site bundles them, with React and Docusaurus left out since
 * every page has them anyway) and the chunk loaded on the first press.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';

const THEME = path.join('plugins', 'markdown-export', 'theme');

/** @param {string | Uint8Array} content */
const gzipBytes = (content) => zlib.gzipSync(content, {level: 9}).length;

/**
 * @param {string} buildDir
 * @returns {Promise<{eagerJsBytes: number, eagerCssBytes: number, lazyChunkBytes: number, lazyChunk: string | undefined}>}
 */
export async function copyPageCost(buildDir) {
  const result = await esbuild.build({
    entryPoints: [path.join(THEME, 'DocItem', 'Content', 'index.tsx')],
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    outdir: 'out',
    jsx: 'automatic',
    loader: {'.css': 'local-css'},
    external: ['react', 'react/*', '@docusaurus/*', '@theme-init/*', '@theme/*', './fetchMarkdown'],
    logLevel: 'silent',
  });
  const js = result.outputFiles.filter((file) => file.path.endsWith('.js'));
  const css = result.outputFiles.filter((file) => file.path.endsWith('.css'));
  const jsDir = path.join(buildDir, 'assets', 'js');
  const lazyChunk = fs.readdirSync(jsDir).find((name) => /^copy-page\.[\w]+\.js$/.test(name));
  return {
    eagerJsBytes: js.reduce((sum, file) => sum + gzipBytes(file.contents), 0),
    eagerCssBytes: css.reduce((sum, file) => sum + gzipBytes(file.contents), 0),
    lazyChunkBytes: lazyChunk ? gzipBytes(fs.readFileSync(path.join(jsDir, lazyChunk))) : 0,
    lazyChunk,
  };
}

/**
 * Whether a Lighthouse run of a page requested the lazy chunk (it should not: nothing was pressed).
 * @param {any} lhr
 */
export function requestedCopyChunk(lhr) {
  const requests = lhr.audits?.['network-requests']?.details?.items ?? [];
  return requests.some((/** @type {{url: string}} */ request) => /\/copy-page\.[\w]+\.js$/.test(request.url));
}
