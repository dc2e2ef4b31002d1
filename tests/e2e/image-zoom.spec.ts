import {expect, test, type Locator} from './support/test';

/** A doc page that carries drawn diagrams. */
const PAGE_WITH_DIAGRAM = '/development/architecture';

/** Clicks the image and resolves once medium-zoom has finished its opening animation. */
async function openZoom(image: Locator): Promise<void> {
  const opened = image.evaluate(
    (element) => new Promise((resolve) => element.addEventListener('medium-zoom:opened', resolve, {once: true})),
  );
  await image.click();
  await opened;
}

test('a diagram enlarges on click and closes on Escape and on scroll', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 700});
  await page.goto(PAGE_WITH_DIAGRAM);
  const image = page.locator('.markdown img').first();
  // The zoom attaches one second after each route update.
  await expect(image).toHaveClass(/medium-zoom-image/, {timeout: 5_000});
  const body = page.locator('body');

  await openZoom(image);
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
  await expect(body).toHaveClass(/medium-zoom--opened/);
  await page.keyboard.press('Escape');
  await expect(body).not.toHaveClass(/medium-zoom--opened/);

  await openZoom(image);
  await expect(body).toHaveClass(/medium-zoom--opened/);
  await page.mouse.wheel(0, 400);
  await expect(body).not.toHaveClass(/medium-zoom--opened/);
});
