import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from './support/test';
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

// Static hosts get the redirect page of plugin-client-redirects, rewritten by plugins/old-routes
// to load a same-origin script (the CSP refuses its inline one); nginx answers with a 301
// (tests/e2e/nginx.spec.ts, same route).
for (const {from, to, hash} of [
  {from: '/3.0/deployment/static-assets', to: '/deployment/static-assets', hash: '#netlify-drop'},
  {
    from: '/development/continous-integration',
    to: '/development/continuous-integration',
    hash: '#publishing-after-a-merge',
  },
]) {
  test(`${from} redirects to ${to} in the browser, keeps its #anchor, under the CSP`, async ({page}) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    page.on('pageerror', (error) => violations.push(error.message));
    await page.goto(`${from}${hash}`);
    await expect(page).toHaveURL(new RegExp(`${to.replace(/[.]/g, '\\.')}${hash}$`));
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.locator(hash)).toBeInViewport();
    expect(violations).toEqual([]);
  });
}
