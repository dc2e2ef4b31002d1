import {expect, test, type Page, speedLayerOnly} from './support/test';

/** What a reader's tools read in the head: title, <html> attributes, and each tag `<Head>` owns. */
async function headOf(page: Page, source: 'live' | 'server') {
  return page.evaluate(async (from) => {
    const doc =
      from === 'live'
        ? document
        : new DOMParser().parseFromString(await (await fetch(location.pathname)).text(), 'text/html');
    const tags = Array.from(doc.head.querySelectorAll('meta[data-rh], link[data-rh]')).map((element) =>
      [
        element.tagName.toLowerCase(),
        ...Array.from(element.attributes)
          .filter((a) => a.name !== 'data-rh')
          .map((a) => `${a.name}=${a.value}`)
          .sort(),
      ].join(' '),
    );
    const html = doc.documentElement;
    return {title: doc.title, lang: html.lang, className: html.className, tags: tags.sort()};
  }, source);
}

test('hydration leaves the head and <html> as the server wrote them', async ({page}) => {
  speedLayerOnly("lean-main's helmet updates the head once per commit");
  // Records, from the first script on, each meta, link or title removed from the head, and
  // each change of <html>'s class (every one restyles the whole page).
  await page.addInitScript(() => {
    const changes: string[] = [];
    (window as Window & {__headChanges?: string[]}).__headChanges = changes;
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target === document.documentElement) {
          changes.push(`<html> class: ${document.documentElement.className}`);
        }
        if (record.target !== document.head) continue;
        for (const node of Array.from(record.removedNodes)) {
          if (node instanceof Element && /^(META|LINK|TITLE)$/.test(node.tagName))
            changes.push(`removed ${node.outerHTML}`);
        }
      }
    }).observe(document, {subtree: true, childList: true, attributes: true, attributeFilter: ['class']});
  });
  await page.goto('/platform/extensions/modules/toolbar');
  expect(await page.evaluate(() => (window as Window & {__headChanges?: string[]}).__headChanges)).toEqual([]);
  expect(await headOf(page, 'live')).toEqual(await headOf(page, 'server'));
});

test('after a move within the app, the head is the new page’s: title, canonical link, description, <html> class', async ({
  page,
}) => {
  await page.goto('/platform/extensions/modules/toolbar');
  for (const link of ['a.pagination-nav__link--next', 'nav.theme-doc-breadcrumbs a[href="/"]']) {
    const before = page.url();
    await page.locator(link).first().click();
    await expect(page).not.toHaveURL(before);
    await expect.poll(() => page.evaluate(() => document.title)).not.toBe('Module: Toolbar | OHIF');
    const server = await headOf(page, 'server');
    await expect.poll(() => headOf(page, 'live')).toEqual(server);
    expect(server.tags.filter((tag) => tag.startsWith('link') && tag.includes('rel=canonical'))).toHaveLength(1);
  }
});
