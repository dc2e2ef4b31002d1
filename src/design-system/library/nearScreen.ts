/**
 * How far outside the viewport a live preview counts as near: about half a phone screen, so the
 * library is usually there by the time the reader reaches the preview, while the text above it
 * on first load does not pull it in.
 */
export const NEAR_SCREEN_MARGIN = '400px 0px';

export type NearScreenWatch = {
  /** Starts watching an element; returns a function that stops watching it. */
  observe: (element: Element) => () => void;
  /** Stops watching every element. */
  disconnect: () => void;
};

type ObserverConstructor = new (
  callback: IntersectionObserverCallback,
  options?: IntersectionObserverInit,
) => Pick<IntersectionObserver, 'observe' | 'unobserve' | 'disconnect'>;

/**
 * Calls `onNear` once, when the first of the watched elements comes within `margin` of the
 * viewport. Without IntersectionObserver (an old browser) the first element watched counts as
 * near, so the preview still loads.
 */
export function watchNearScreen(
  onNear: () => void,
  margin: string = NEAR_SCREEN_MARGIN,
  Observer: ObserverConstructor | null = globalThis.IntersectionObserver ?? null,
): NearScreenWatch {
  let done = false;
  const near = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    onNear();
  };
  const observer = Observer
    ? new Observer((entries) => entries.some((entry) => entry.isIntersecting) && near(), {rootMargin: margin})
    : undefined;
  return {
    observe(element) {
      if (done) return () => undefined;
      if (!observer) {
        near();
        return () => undefined;
      }
      observer.observe(element);
      return () => observer.unobserve(element);
    },
    disconnect() {
      done = true;
      observer?.disconnect();
    },
  };
}
