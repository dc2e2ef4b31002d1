import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {docsVersionsConfig, VERSIONED_DOCS} from '../versions';
import {otherVersionPath} from '../notFoundSuggestions';
import {choosePages} from '../../../scripts/lib/buildPages.mjs';
import {readVersionsJson} from '../../../plugins/shared/docsVersions.mjs';
import {siteDocRoutes} from '../../../plugins/shared/docRoutes.mjs';
import {resolveOldRoutes} from '../../../plugins/old-routes/redirects';

// Cutting a release adds a version to versions.json; nothing else may need a version number.
const MADE_UP = '3.10';
const versions = [MADE_UP, ...VERSIONED_DOCS];

const site = fs.mkdtempSync(path.join(os.tmpdir(), 'made-up-version-'));
fs.writeFileSync(path.join(site, 'versions.json'), JSON.stringify(versions));
for (const [folder, file] of [
  ['docs', 'index.md'],
  ['docs', 'deployment/docker.md'],
  [`versioned_docs/version-${MADE_UP}`, 'index.md'],
  [`versioned_docs/version-${MADE_UP}`, 'deployment/docker.md'],
  ...VERSIONED_DOCS.map((v) => [`versioned_docs/version-${v}`, 'faq.md']),
] as const) {
  fs.mkdirSync(path.dirname(path.join(site, folder, file)), {recursive: true});
  fs.writeFileSync(path.join(site, folder, file), '---\ntitle: Page\n---\n\nText.\n');
}
afterAll(() => fs.rmSync(site, {recursive: true, force: true}));

describe(`a made-up version ${MADE_UP} in versions.json`, () => {
  it('is read by the scripts', () => {
    expect(readVersionsJson(site)[0]).toBe(MADE_UP);
  });

  it('becomes a docs version of the site under its own path', () => {
    expect(docsVersionsConfig(versions)[MADE_UP]).toEqual({label: MADE_UP, path: MADE_UP, banner: 'unmaintained'});
    expect(docsVersionsConfig(versions).current?.path).toBe('');
  });

  it('is offered by the 404 page, both ways', () => {
    expect(otherVersionPath(`/${MADE_UP}/deployment/docker`, '/', versions)).toBe('/deployment/docker');
    expect(otherVersionPath('/deployment/docker', '/', versions)).toBe(`/${MADE_UP}/deployment/docker`);
    expect(otherVersionPath(`/docs/${VERSIONED_DOCS[0]}/faq`, '/docs/', versions)).toBe('/faq');
  });

  it('gives the benchmark its typical older page', () => {
    const page = (route: string, bytes: number, tag: string) => ({route, bytes, tag, file: '', codeBlocks: 0});
    const pages = [
      page('/', 1, 'docs-default-current'),
      page('/a', 2, 'docs-default-current'),
      page(`/${MADE_UP}/x`, 3, `docs-default-${MADE_UP}`),
    ];
    expect(choosePages(pages, readVersionsJson(site)[0])[2]).toEqual({
      name: `${MADE_UP} doc`,
      route: `/${MADE_UP}/x`,
      kind: 'doc',
    });
  });

  it('counts for old routes: its pages exist', () => {
    const routes = siteDocRoutes(site);
    expect(routes).toEqual(
      expect.arrayContaining(['/', '/deployment/docker', `/${MADE_UP}/`, `/${MADE_UP}/deployment/docker`]),
    );
    const [outcome] = resolveOldRoutes(
      [{route: `/${MADE_UP}/deployment/docker`, version: MADE_UP, from: 'v3.10.0', until: 'v3.10.0'}],
      routes,
    );
    expect(outcome).toEqual({route: `/${MADE_UP}/deployment/docker`, kind: 'exists'});
  });
});
