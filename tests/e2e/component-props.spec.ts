import {expect, test, type Page} from './support/test';

/**
 * The examples of the props the two-way props check brought in behave as their pages say: a
 * Switch in an AllInOneMenu item toggles without closing the menu, a toast's action button runs
 * its handler, and toast.promise turns its loading toast into the result.
 */

/** The live area of one example, scrolled into view (the library may load only then). */
async function liveExample(page: Page, slug: string, title: string) {
  await page.goto(`/components/${slug}`);
  const area = page.getByRole('region', {name: `${title}, live`});
  await area.scrollIntoViewIfNeeded();
  await expect(area).toHaveAttribute('data-ohif-live', 'ready', {timeout: 30_000});
  return area;
}

test('a Switch in a menu item toggles its setting and leaves the menu open', async ({page}) => {
  const area = await liveExample(page, 'all-in-one-menu', 'A switch in an item');
  // The trigger is the library's icon in a clickable <div>, with no role or name (see the page).
  await area.locator('.text-primary.cursor-pointer').first().click();
  const toggle = area.getByRole('switch', {name: 'Display colour bar'});
  await expect(toggle).toBeVisible();
  await toggle.click();
  await expect(area.getByText('Colour bar: shown')).toBeVisible();
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
});

test('a toast action runs its handler; toast.promise ends in the promise’s result', async ({page}) => {
  const action = await liveExample(page, 'toast', 'Error with a button');
  await action.getByRole('button', {name: 'Cause an error'}).click();
  // The page has one Toaster, as an app should: the toast is drawn once, not once per example.
  await expect(page.getByRole('button', {name: 'Show details'})).toHaveCount(1);
  await page.getByRole('button', {name: 'Show details'}).click();
  await expect(action.getByText('Details: the GPU reset while drawing viewport 2.')).toBeVisible();

  const promise = page.getByRole('region', {name: 'Following a promise, live'});
  await promise.getByRole('button', {name: 'Save', exact: true}).click();
  // Inside the toaster: the example's code on the page holds the same words.
  const toaster = page.locator('[data-sonner-toaster]');
  await expect(toaster.getByText('Saving the report')).toBeVisible();
  await expect(toaster.getByText('Report saved as series SR 1001')).toBeVisible({timeout: 10_000});
});
