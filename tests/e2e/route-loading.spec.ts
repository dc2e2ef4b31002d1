import {expect, test, type Page} from './support/test';

/** Route chunks, i.e. every script except the app's own entry (with its React DOM chunk) and runtime. */
const ROUTE_CHUNK = /\/assets\/js\/(?!main\.|react-dom\.|runtime~main\.).+\.js$/;

async function openHomeAndWaitForApp(page: Page): Promise<void> {
  await page.goto('/');
  await page.waitForFunction(() => Boolean((window as {docusaurusRoot?: unknown}).docusaurusRoot));
}

test('a slow route change shows the progress bar until the page arrives', async ({page}) => {
  await openHomeAndWaitForApp(page);
  await page.route(ROUTE_CHUNK, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.locator('.navbar').getByRole('link', {name: 'Help'}).click();
  await expect(page.locator('#nprogress')).toBeAttached();
  await expect(page.getByRole('heading', {level: 1, name: 'Help'})).toBeVisible({timeout: 10_000});
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('a route whose code cannot load shows Page Error, and Retry recovers', async ({page}) => {
  // Prefetches of the links in view fail from the start, so the browser cannot keep a copy
  // of the next page's code; scripts fail once the reader is "offline".
  let offline = false;
  await page.route(ROUTE_CHUNK, (route) =>
    offline || route.request().resourceType() !== 'script' ? route.abort('internetdisconnected') : route.continue(),
  );
  await openHomeAndWaitForApp(page);
  offline = true;
  await page.locator('.navbar').getByRole('link', {name: 'Help'}).click();

  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', {name: 'Page Error'})).toBeVisible({timeout: 10_000});
  await expect(alert).toContainText(/chunk/i);

  offline = false;
  await alert.getByRole('button', {name: 'Retry'}).click();
  await expect(page.getByRole('heading', {name: 'Page Error'})).toHaveCount(0);
  await page.waitForFunction(() => Boolean((window as {docusaurusRoot?: unknown}).docusaurusRoot));
  await expect(page.getByRole('heading', {level: 1, name: 'Help'})).toBeVisible();
});

test('a page that throws while rendering shows "This page crashed", and Try again recovers', async ({page}) => {
  const heading = 'OHIF Viewer documentation versions';
  // Make the versions page throw while a flag is set, by rewriting the string in its chunk.
  await page.route(/\/assets\/js\/.+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const literal = JSON.stringify(heading);
    const patched = body.replaceAll(
      literal,
      `(()=>{if(window.__simulateCrash)throw new Error("Simulated render failure");return ${literal}})()`,
    );
    await route.fulfill({response, body: patched});
  });
  await page.addInitScript(() => {
    (window as {__simulateCrash?: boolean}).__simulateCrash = true;
  });
  // The page never hydrates (it crashes), so do not wait for that: the assertion waits instead.
  await page.goto('/versions', {waitUntil: 'domcontentloaded'});
  await expect(page.getByRole('heading', {name: /This page crashed/})).toBeVisible({timeout: 15_000});
  await expect(page.getByText('Simulated render failure')).toBeVisible();

  await page.evaluate(() => {
    (window as {__simulateCrash?: boolean}).__simulateCrash = false;
  });
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByRole('heading', {level: 1, name: heading})).toBeVisible();
});
