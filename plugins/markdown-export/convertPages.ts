import path from 'node:path';
import {Worker} from 'node:worker_threads';

/** An origin no page links to (`.invalid` is reserved): the conversion's placeholder for the site's. */
export const ORIGIN_STAND_IN = 'https://site-origin.invalid';

/** One doc page to convert: its source text and where it lives. */
export type PageSource = {sourceFile: string; source: string; title: string; permalink: string};

export type ConversionJob = {
  pages: PageSource[];
  /** Site origin without trailing slash. */
  siteUrl: string;
  baseUrl: string;
  /** Route of every doc source file, by absolute path, for links between pages. */
  permalinks: Array<[string, string]>;
};

/**
 * The Markdown of each page (`toMarkdown`), in order, converted in a worker thread: parsing
 * MDX takes some 40 ms a page, and the search index, built in the same post-build step, then
 * has the main thread to itself (on 2 cores the build's post-build step went from about 20 s to
 * the longer of the two).
 */
export function convertPages(job: ConversionJob): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'convertWorker.cjs'), {workerData: job});
    let settled = false;
    worker.once('message', (markdown: string[]) => {
      settled = true;
      resolve(markdown);
    });
    worker.once('error', (error: Error) => {
      settled = true;
      reject(new Error(`[markdown-export] converting the doc pages failed: ${error.message}`, {cause: error}));
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`[markdown-export] the conversion worker stopped (exit code ${code})`));
    });
  });
}
