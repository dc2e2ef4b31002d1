import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {htmlFileOfRoute, redirectTarget} from '../../plugins/shared/builtPages.mjs';
import {archiveOf, readOldRoutes} from '../../plugins/old-routes/redirects';
import {existsInBuild} from './support/builtRoutes';

const BUILD = path.join(__dirname, '..', '..', 'build');

/** Where an old route leads in the build: a page, a redirect page's target, or nowhere. */
function resolveInBuild(route: string): {page: true} | {to: string} | undefined {
  const file = htmlFileOfRoute(BUILD, '/', route);
  if (!fs.existsSync(file)) return undefined;
  const to = redirectTarget(fs.readFileSync(file, 'utf8'));
  return to ? {to: decodeURI(to)} : {page: true};
}

test('every doc route of OHIF 3.5–3.9 is a page, or redirects to one or to its archive', () => {
  const oldRoutes = readOldRoutes();
  const failures: string[] = [];
  const counts = {pages: 0, redirects: 0, archive: 0};
  for (const {route, version} of oldRoutes) {
    const outcome = resolveInBuild(route);
    const archive = archiveOf(version);
    if (!outcome) failures.push(`${route}: neither a page nor a redirect`);
    else if ('page' in outcome) {
      if (archive) failures.push(`${route}: a ${version} route answered by a page of ours`);
      counts.pages += 1;
    } else if (archive) {
      if (outcome.to === archive) counts.archive += 1;
      else failures.push(`${route}: goes to ${outcome.to}, not to the ${version} archive ${archive}`);
    } else if (existsInBuild(BUILD, outcome.to) && !('to' in (resolveInBuild(outcome.to) ?? {}))) {
      counts.redirects += 1;
    } else failures.push(`${route}: redirects to ${outcome.to}, which is no page`);
  }
  expect(failures).toEqual([]);
  expect(counts.pages + counts.redirects + counts.archive).toBe(oldRoutes.length);
  test.info().annotations.push({type: 'old routes', description: JSON.stringify(counts)});
});

// Static hosts get the redirect page's meta refresh (its script, which would keep the anchor,
// is not allowed by the CSP); nginx answers with a 301 (tests/e2e/nginx.spec.ts).
test('a moved page redirects to its successor in the browser', async ({page}) => {
  await page.goto('/development/continous-integration');
  await expect(page).toHaveURL(/\/development\/continuous-integration$/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
});
