import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** The WCAG 2.1 AA rule tags every page is checked against. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe for one page. The site has no frames, so axe runs inside the page (`axe.run`, "legacy
 * mode") instead of opening a blank page after every run to merge the results of each frame:
 * the same rules and findings, in about two thirds of the time on a long page.
 */
export function axeOf(page: Page): AxeBuilder {
  return new AxeBuilder({page}).setLegacyMode(true);
}

/**
 * Renders the blocks that wait below the first screen (`content-visibility: auto`, see
 * plugins/speed-layer/static-markdown) before axe reads colours: after a colour-mode switch, Chrome keeps
 * the computed style such a block had until it is rendered, which the reader only sees
 * rendered, in the new colours.
 */
export async function renderOffscreenBlocks(page: Page): Promise<void> {
  await page.addStyleTag({content: '* {content-visibility: visible !important}'});
}
