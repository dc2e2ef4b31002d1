import {SCOPE_SELECTOR} from '../../../plugins/ohif-ui/tailwind';
import {LIBRARY_FINDINGS, type LibraryFinding} from '../../../src/design-system/data/libraryFindings';

/**
 * axe findings that belong to @ohif/ui-next itself, not to our pages: the design pages show its
 * components as published. The list is design-system data (src/design-system/data/libraryFindings.ts),
 * the same list each component page shows under "Keyboard and accessibility". Each is matched
 * narrowly: the rule, the node (by its selector or its HTML), and, unless the component turns up
 * elsewhere, only on the pages that list it. Anything else, in our pages or our example code,
 * still fails. This returns the finding that excuses an axe result, if any.
 */
export function libraryFindingFor(
  rule: string,
  target: string,
  html: string,
  page?: string,
): LibraryFinding | undefined {
  return LIBRARY_FINDINGS.find(
    (finding) =>
      finding.rule === rule &&
      (finding.node.test(target) || finding.node.test(html)) &&
      (finding.turnsUpElsewhere === true || (page !== undefined && finding.components.includes(page))),
  );
}

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

/** Whether the library's own findings excuse an axe result (used by the design-system crawl). */
export function isLibraryOwn(rule: string, target: string, html: string, page?: string): boolean {
  return libraryFindingFor(rule, target, html, page) !== undefined;
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
