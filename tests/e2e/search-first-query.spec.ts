import {expect, test, type Page} from './support/test';
import {input, openSearch} from './support/searchDialog';

// A reader's first search on a fresh page: what they type before the dialog's code and the
// index have arrived must count, and the answer must not stop at the first index file.

/** Lighthouse's phone network (150 ms RTT, 1.6 Mbps down), as the search benchmark uses it. */
async function throttleToPhoneNetwork(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1.6e6 / 8,
    uploadThroughput: 750e3 / 8,
  });
}

const HIT_LINKS = '.DocSearch-Hit a';

const WAYS_TO_OPEN: Array<[way: string, open: (page: Page) => Promise<void>]> = [
  ['Ctrl+K', (page) => page.keyboard.press('Control+k')],
  ['"/"', (page) => page.keyboard.press('/')],
  ['a click on the search button', (page) => page.locator('.DocSearch-Button').click()],
];
for (const [way, open] of WAYS_TO_OPEN) {
  test(`every key typed from ${way} on reaches the query, on a phone network`, async ({page}) => {
    await page.goto('/');
    await throttleToPhoneNetwork(page);
    await open(page);
    // At once, 60 ms a key: most keys come before the dialog's code or the index has arrived.
    await page.keyboard.type('segmentation', {delay: 60});
    await expect(input(page)).toHaveValue('segmentation', {timeout: 15_000});
    await expect(page.locator(HIT_LINKS).first()).toHaveAttribute('href', /segmentation/i, {timeout: 15_000});
  });
}

const DIALOG = {links: HIT_LINKS, noResults: '.DocSearch-NoResults'};
const SEARCH_PAGE = {links: 'main article h2 a', noResults: 'p:text-is("No results were found")'};

/** The hit links, once there are some or the no-results screen shows, and they stay the same for 600 ms. */
async function settledHits(page: Page, {links, noResults} = DIALOG): Promise<string[]> {
  const read = () => page.locator(links).evaluateAll((found) => found.map((link) => link.getAttribute('href') ?? ''));
  let previous: string | undefined;
  await expect
    .poll(
      async () => {
        const current = (await read()).join(' ');
        const answered = current !== '' || (await page.locator(noResults).count()) > 0;
        const settled = answered && current === previous;
        previous = answered ? current : undefined;
        return settled;
      },
      {intervals: [600], timeout: 20_000},
    )
    .toBe(true);
  return previous ? previous.split(' ') : [];
}

// "abdominal" is in the docs' text and in no heading; "docker" is in a few headings and many texts.
const BODY_AND_HEADING_QUERIES = ['abdominal', 'docker'];

test('a query pasted into a fresh dialog gets the answer it gets typed key by key', async ({page}) => {
  for (const query of BODY_AND_HEADING_QUERIES) {
    await openSearch(page);
    await input(page).pressSequentially(query, {delay: 60});
    const typed = await settledHits(page);

    await openSearch(page);
    await page.keyboard.insertText(query);
    expect(await settledHits(page), `"${query}" pasted`).toEqual(typed);
  }
});

test('a /search?q= link lists what the dialog lists', async ({page}) => {
  for (const query of BODY_AND_HEADING_QUERIES) {
    await openSearch(page);
    await input(page).pressSequentially(query, {delay: 60});
    const inDialog = await settledHits(page);

    await page.goto(`/search?q=${query}`);
    expect(await settledHits(page, SEARCH_PAGE), `/search?q=${query}`).toEqual(inDialog);
  }
});
