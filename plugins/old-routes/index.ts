import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {clientRedirects, nginxRedirects, siteOldRouteOutcomes} from './redirects';

/** nginx rules written next to the site, included by deploy/nginx.conf. */
export const NGINX_REDIRECTS_FILE = 'redirects.nginx.conf';

/** The redirects of every dead old route, for @docusaurus/plugin-client-redirects. */
export function oldRouteClientRedirects(siteDir: string) {
  return clientRedirects(siteOldRouteOutcomes(siteDir));
}

/**
 * Writes the 301 rules of every dead route of OHIF's 3.5–3.9 docs as an nginx snippet; the
 * same list feeds the static redirect pages of @docusaurus/plugin-client-redirects (see
 * docusaurus.config.ts), so the two cannot drift.
 */
export default function oldRoutesPlugin(context: LoadContext): Plugin {
  return {
    name: 'old-routes',
    async postBuild({outDir}) {
      const outcomes = siteOldRouteOutcomes(context.siteDir);
      const redirects = clientRedirects(outcomes);
      await fs.writeFile(path.join(outDir, NGINX_REDIRECTS_FILE), nginxRedirects(redirects, context.siteConfig.baseUrl));
      const count = (kind: string) => outcomes.filter((outcome) => outcome.kind === kind).length;
      console.log(
        `[old-routes] ${outcomes.length} old routes: ${count('exists')} pages, ${count('successor')} to their successor, ` +
          `${count('section')} to a section page, ${count('archive')} to the 1.0/2.0 archive`,
      );
    },
  };
}
