import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {robotsTxt} from './robotsTxt';

/**
 * Writes `robots.txt`, following the site's `noIndex` (set from `ROBOTS`, see
 * src/data/siteSettings.ts): the sitemap at the site's own address, or, for a copy that
 * should stay out of search engines, a request to crawl nothing.
 */
export default function robotsTxtPlugin(context: LoadContext): Plugin {
  const {noIndex, url, baseUrl} = context.siteConfig;
  return {
    name: 'robots-txt',
    async postBuild({outDir}) {
      await fs.writeFile(path.join(outDir, 'robots.txt'), robotsTxt({noIndex, siteUrl: url, baseUrl}));
    },
  };
}
