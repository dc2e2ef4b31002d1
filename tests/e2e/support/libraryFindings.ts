import {SCOPE_SELECTOR} from '../../../plugins/ohif-ui/tailwind';

/**
 * axe findings that belong to @ohif/ui-next itself, not to our pages: the design pages show its
 * components as published. Each is matched narrowly: the rule, the node (by its selector or its
 * HTML), and for some only on the page of the component that causes it. Anything else, in our
 * pages or our example code, still fails.
 */
type Finding = {rule: string; node: RegExp; pages?: string[]; why: string};

export const LIBRARY_OWN_FINDINGS: Finding[] = [
  {
    rule: 'color-contrast',
    node: /bg-primary\\?\/85/,
    why: 'Button default variant: near-white on primary at 85% is about 4.3:1',
  },
  {rule: 'color-contrast', node: /\.opacity-60 |opacity-60/, why: 'DataRow of a hidden item is dimmed to 60% opacity'},
  {
    rule: 'aria-input-field-name',
    node: /role="slider"/,
    why: 'Slider renders its Radix thumb without a way to name it',
  },
  {
    rule: 'button-name',
    node: /data-cy="cine-player-/,
    why: 'CinePlayer: play/pause and close are icon buttons without a name',
  },
  {
    rule: 'button-name',
    node: /data-cy="undefined-btn"/,
    pages: ['numeric', 'cine-player'],
    why: 'Numeric.NumberStepper: its minus and plus buttons have no name',
  },
  {
    rule: 'label',
    node: /<input/,
    pages: ['numeric', 'cine-player'],
    why: 'Numeric: its number fields have no label and take none',
  },
  {
    rule: 'label',
    node: /<input/,
    pages: ['double-slider'],
    why: 'DoubleSlider: its number fields have no label and take none',
  },
  {
    rule: 'nested-interactive',
    node: /aria-controls="radix-/,
    pages: ['cine-player'],
    why: 'CinePlayer: the frame-rate stepper sits inside the popover trigger button',
  },
  {
    rule: 'button-name',
    node: /role="combobox"/,
    pages: ['combobox'],
    why: 'Combobox: a button with role combobox takes no name from its text',
  },
  {
    rule: 'button-name',
    node: /aria-haspopup="menu"/,
    pages: ['tool-button-list'],
    why: 'ToolButtonListDropDown: the chevron button has no name',
  },
];

/**
 * Whether a node is the library's output: inside a live example (the `.ohif-scope` wrapper) or
 * in one of the portals its components render into <body>. A finding elsewhere is ours.
 */
export async function inLibraryOutput(page: import('@playwright/test').Page, selector: string): Promise<boolean> {
  try {
    return await page
      .locator(selector)
      .first()
      .evaluate((element, scope) => element.closest(scope) !== null, SCOPE_SELECTOR, {timeout: 2000});
  } catch {
    return false;
  }
}

export function isLibraryOwn(rule: string, target: string, html: string, page?: string): boolean {
  return LIBRARY_OWN_FINDINGS.some(
    (finding) =>
      finding.rule === rule &&
      (finding.node.test(target) || finding.node.test(html)) &&
      (!finding.pages || (page !== undefined && finding.pages.includes(page))),
  );
}

/**
 * axe shortens a node's HTML ("class=\"inline-flex items-ce...\""), which can cut off the class
 * a finding is recognised by; this reads the element's whole opening tag instead.
 */
export async function openingTag(
  page: import('@playwright/test').Page,
  selector: string,
  fallback: string,
): Promise<string> {
  try {
    return await page
      .locator(selector)
      .first()
      .evaluate((element) => element.outerHTML.slice(0, element.outerHTML.indexOf('>') + 1), undefined, {
        timeout: 2000,
      });
  } catch {
    return fallback;
  }
}
