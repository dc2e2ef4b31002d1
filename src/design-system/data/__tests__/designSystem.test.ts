import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DESIGN_SECTIONS, PATTERNS} from '../designSystem';

const pagesDir = path.resolve(__dirname, '../../../pages');

/** The page file Docusaurus turns into a route. */
const pageFileFor = (route: string) =>
  ['.tsx', '/index.tsx']
    .map((suffix) => path.join(pagesDir, route.replace(/\/$/, '') + suffix))
    .find((file) => fs.existsSync(file));

describe('design-system links', () => {
  it('point at pages that exist', () => {
    for (const link of [...DESIGN_SECTIONS, ...PATTERNS]) expect(pageFileFor(link.to), link.to).toBeDefined();
  });

  it('list every pattern page', () => {
    const files = fs.readdirSync(path.join(pagesDir, 'patterns')).filter((file) => file !== 'index.tsx');
    expect(PATTERNS.map((pattern) => pattern.to.replace('/patterns/', '') + '.tsx').sort()).toEqual(files.sort());
  });

  it('have unique titles and a one-sentence description', () => {
    const all = [...DESIGN_SECTIONS, ...PATTERNS];
    expect(new Set(all.map((link) => link.title)).size).toBe(all.length);
    for (const link of all) expect(link.description).toMatch(/^[A-Z].+\.$/);
  });
});
