import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {htmlFileOfRoute} from '../shared/builtPages.mjs';
import {headersFile, inlineScriptHashes, nginxSnippet, securityHeaders} from './policy';

/** Files written next to the site, for the host to apply. */
export const HEADERS_FILE = '_headers';
/** nginx: every header, for the locations that serve pages. */
export const NGINX_SNIPPET_FILE = 'security-headers.nginx.conf';
/** nginx: the headers every response carries, for the locations that serve files (scripts, styles…). */
export const NGINX_COMMON_SNIPPET_FILE = 'security-headers-common.nginx.conf';

/**
 * After the build, hashes every inline script the pages carry and writes the site's
 * security headers (a strict CSP allowing exactly those scripts) as `_headers` and as nginx
 * snippets. In nginx the document headers (CSP and the other policies) go with pages only, and
 * every response keeps X-Content-Type-Options; `_headers` gives every path all of them (its hosts
 * choose by path, and serve the 404 page at any). The hashes change whenever the theme's inline scripts do, so they are
 * computed from the build rather than kept by hand.
 */
export type SecurityHeadersOptions = {
  /** Google Analytics is configured: its script and beacon hosts are allowed. */
  analytics: boolean;
  /** A hosted search index is configured: the dialog may query these origins. */
  searchOrigins?: string[];
};

export default function securityHeadersPlugin(
  context: LoadContext,
  {analytics, searchOrigins = []}: SecurityHeadersOptions,
): Plugin {
  return {
    name: 'security-headers',
    async postBuild({outDir, routesPaths}) {
      // The pages Docusaurus rendered (404.html included). The redirect pages of old routes
      // are not among them and need no hash: plugins/old-routes makes them load a same-origin
      // script instead of their inline one.
      const hashes = new Set<string>();
      for (const route of routesPaths) {
        const html = await fs
          .readFile(htmlFileOfRoute(outDir, context.siteConfig.baseUrl, route), 'utf8')
          .catch(() => '');
        for (const hash of inlineScriptHashes(html)) hashes.add(hash);
      }
      const headers = securityHeaders({scriptHashes: [...hashes], analytics, searchOrigins});
      await fs.writeFile(path.join(outDir, HEADERS_FILE), headersFile(headers));
      await fs.writeFile(path.join(outDir, NGINX_SNIPPET_FILE), nginxSnippet([...headers.common, ...headers.document]));
      await fs.writeFile(path.join(outDir, NGINX_COMMON_SNIPPET_FILE), nginxSnippet(headers.common));
      console.log(`[security-headers] CSP allows ${hashes.size} inline script(s) by hash`);
    },
  };
}
