import {expect, test} from './support/test';
import {input, openSearch} from './support/searchDialog';

/**
 * A reader pastes what the console shows, prefix and minified names included, into a fresh
 * dialog; the first hit is the Troubleshooting entry of that message, in the page's version.
 */
const PASTED: Array<[path: string, message: string, entry: RegExp]> = [
  [
    '/',
    'Uncaught (in promise) Error: No modes are defined! Check your app-config.js',
    /^\/troubleshooting#no-modes-are-defined/,
  ],
  ['/', 'TypeError: o.extensions is undefined', /^\/troubleshooting#appconfigextensions-is-not-iterable/],
  ['/3.8/', 'Error: Invalid report, no content', /^\/3\.8\/troubleshooting#invalid-report-no-content/],
];

for (const [path, message, entry] of PASTED) {
  test(`a pasted "${message}" on ${path} leads to its Troubleshooting entry`, async ({page}) => {
    await openSearch(page, path);
    await input(page).fill(message);
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', entry);
  });
}
