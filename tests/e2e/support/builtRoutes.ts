import fs from 'node:fs';
import path from 'node:path';

/** Folders of the build that hold data, not pages. */
const NOT_PAGES = new Set(['assets', 'search-index', 'img']);

/**
 * Every page route of a build, read from its HTML files: `a/b/index.html` is `/a/b`
 * (`/a/` for a docs index page that Docusaurus writes with a trailing slash link),
 * `404.html` is `/404.html`. New pages are covered without editing the tests.
 */
export function builtRoutes(buildDir: string): string[] {
  const routes: string[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      if (entry.isDirectory()) {
        if (!(prefix === '' && NOT_PAGES.has(entry.name))) walk(path.join(dir, entry.name), `${prefix}/${entry.name}`);
      } else if (entry.name === 'index.html') {
        routes.push(prefix === '' ? '/' : prefix);
      } else if (entry.name.endsWith('.html')) {
        routes.push(`${prefix}/${entry.name}`);
      }
    }
  };
  walk(buildDir, '');
  return routes.sort();
}

/** Whether a same-origin path points at something the build contains. */
export function existsInBuild(buildDir: string, pathname: string): boolean {
  const decoded = decodeURIComponent(pathname).replace(/\/+$/, '');
  const target = path.join(buildDir, decoded);
  return [target, `${target}.html`, path.join(target, 'index.html')].some(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  );
}
