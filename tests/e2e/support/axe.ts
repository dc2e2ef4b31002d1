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
