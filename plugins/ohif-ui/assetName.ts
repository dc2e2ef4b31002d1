import {createHash} from 'node:crypto';

/** Folder of the generated stylesheet inside the build output (and the dev server's root). */
export const STYLESHEET_DIR = 'assets/ohif-ui';

/**
 * A content-hashed file name, so hosts can cache it for a year like Docusaurus's own
 * `/assets/` files, and a new build never serves a stale stylesheet.
 */
export function stylesheetPath(css: string): string {
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 8);
  return `${STYLESHEET_DIR}/ohif-ui.${hash}.css`;
}
