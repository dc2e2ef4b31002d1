/** What a click or hover needs to know about a link in static text. */
export type LinkFacts = {href: string; target: string | null; download: boolean};
export type ClickFacts = {button: number; modified: boolean; defaultPrevented: boolean};

/**
 * The router path a link in static text leads to, or undefined when the browser should
 * follow it itself. The server rendered internal links without `target` (the theme's `Link`
 * gives external and file links `target="_blank"`), so a same-origin link without one is
 * a page of the site; a link to another part of the same page stays a native jump.
 */
export function internalLinkPath(link: LinkFacts, currentUrl: string): string | undefined {
  if (link.download || (link.target !== null && link.target !== '' && link.target !== '_self')) return undefined;
  let url: URL;
  let current: URL;
  try {
    url = new URL(link.href, currentUrl);
    current = new URL(currentUrl);
  } catch {
    return undefined;
  }
  if (url.origin !== current.origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return undefined;
  const samePage = url.pathname === current.pathname && url.search === current.search;
  if (samePage && url.hash !== '') return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The checks react-router's `Link` makes before it takes a click over from the browser. */
export function isPlainClick(click: ClickFacts): boolean {
  return !click.defaultPrevented && click.button === 0 && !click.modified;
}
