import fs from 'node:fs';
import path from 'node:path';
import {listBuiltHtml} from '../../../plugins/shared/builtPages.mjs';

/**
 * Every page route of a build, read from its HTML files (`a/b/index.html` is `/a/b`,
 * `404.html` is `/404.html`), without the redirect pages of old routes. New pages are covered
 * without editing the tests.
 */
export function builtRoutes(buildDir: string): string[] {
  return listBuiltHtml(buildDir).map((page) => page.route);
}

/** Whether a same-origin path points at something the build contains. */
export function existsInBuild(buildDir: string, pathname: string): boolean {
  const decoded = decodeURIComponent(pathname).replace(/\/+$/, '');
  const target = path.join(buildDir, decoded);
  return [target, `${target}.html`, path.join(target, 'index.html')].some(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  );
}
