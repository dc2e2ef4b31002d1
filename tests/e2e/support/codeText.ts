import type {Locator} from '@playwright/test';

/**
 * The text of each code element as a reader reads it. A block highlighted at build time keeps
 * its line breaks in its text; the theme's highlighter (on the stock framework, or for code
 * given at run time) ends each line with a <br>, which `textContent` leaves out.
 */
export function codeTexts(code: Locator): Promise<string[]> {
  return code.evaluateAll((nodes) =>
    nodes.map((node) => {
      const copy = node.cloneNode(true) as Element;
      for (const lineBreak of Array.from(copy.querySelectorAll('br'))) lineBreak.replaceWith('\n');
      return copy.textContent ?? '';
    }),
  );
}
