import fs from 'node:fs';
import path from 'node:path';

/** The component pages' slugs, read from the folder the ohif-ui plugin makes their routes from. */
export const COMPONENT_SLUGS = fs
  .readdirSync(path.resolve(__dirname, '../../../src/design-system/data/components'))
  .filter((file) => /^[a-z0-9-]+\.ts$/.test(file))
  .map((file) => file.replace(/\.ts$/, ''));

/** Routes whose whole page component-pages.spec.ts checks with axe in dark mode, live parts included. */
export const COMPONENT_PAGE_ROUTES = new Set(COMPONENT_SLUGS.map((slug) => `/components/${slug}`));
