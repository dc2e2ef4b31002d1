import {useEffect, type RefObject} from 'react';
import {useHistory} from '@docusaurus/router';
import {whenIdle} from '../../../shared/whenIdle';
import {internalLinkPath, isPlainClick} from './linkTarget';

function linkFacts(anchor: HTMLAnchorElement) {
  return {href: anchor.href, target: anchor.getAttribute('target'), download: anchor.hasAttribute('download')};
}

function closestLink(target: EventTarget | null, container: HTMLElement): HTMLAnchorElement | undefined {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  return anchor instanceof HTMLAnchorElement && container.contains(anchor) ? anchor : undefined;
}

/**
 * What the theme's `Link` does for the links of static text, which the browser owns: a plain
 * click navigates in the app, hover or touch preloads the page, and a link scrolled into
 * view has its page prefetched (in idle time, by `window.docusaurus`). Clicks and hovers are
 * handled from hydration on; the links are looked through for prefetching once the browser is
 * idle, so a long page's hundreds of links add nothing to the task that hydrates it.
 */
export function useStaticLinks(containerRef: RefObject<HTMLElement | null>, active: boolean): void {
  const history = useHistory();
  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return undefined;
    const pathOf = (anchor: HTMLAnchorElement) => internalLinkPath(linkFacts(anchor), window.location.href);
    // Preloading and prefetching go by route, without the query and the section.
    const routeOf = (path: string) => new URL(path, window.location.href).pathname;

    const onClick = (event: MouseEvent) => {
      const anchor = closestLink(event.target, container);
      const path = anchor && pathOf(anchor);
      if (!path) return;
      const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
      if (!isPlainClick({button: event.button, modified, defaultPrevented: event.defaultPrevented})) return;
      event.preventDefault();
      history.push(path);
    };
    const preloaded = new Set<string>();
    const onEnter = (event: Event) => {
      const anchor = closestLink(event.target, container);
      const path = anchor && pathOf(anchor);
      if (!path || preloaded.has(path)) return;
      preloaded.add(path);
      // A failure here is not the reader's yet: the navigation itself retries and reports it.
      Promise.resolve(window.docusaurus.preload(routeOf(path))).catch(() => undefined);
    };
    const observer =
      'IntersectionObserver' in window
        ? new IntersectionObserver((entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting || !(entry.target instanceof HTMLAnchorElement)) continue;
              observer?.unobserve(entry.target);
              const path = pathOf(entry.target);
              if (path) window.docusaurus.prefetch(routeOf(path));
            }
          })
        : undefined;
    const cancelObserving = whenIdle(
      () => {
        for (const anchor of Array.from(container.querySelectorAll('a[href]'))) {
          if (anchor instanceof HTMLAnchorElement && pathOf(anchor)) observer?.observe(anchor);
        }
      },
      {timeoutMs: 3000, fallbackDelayMs: 200},
    );
    container.addEventListener('click', onClick);
    container.addEventListener('mouseover', onEnter);
    container.addEventListener('touchstart', onEnter, {passive: true});
    return () => {
      cancelObserving();
      observer?.disconnect();
      container.removeEventListener('click', onClick);
      container.removeEventListener('mouseover', onEnter);
      container.removeEventListener('touchstart', onEnter);
    };
  }, [active, containerRef, history]);
}
