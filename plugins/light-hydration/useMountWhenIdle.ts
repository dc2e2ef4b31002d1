import {startTransition, useEffect, useState} from 'react';

/** Longest wait for an idle period before mounting anyway, in ms. */
const IDLE_TIMEOUT_MS = 3000;

type Cancel = () => void;

/** Runs `callback` when the browser is idle (at the latest after `IDLE_TIMEOUT_MS`). */
export function whenIdle(callback: () => void): Cancel {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, {timeout: IDLE_TIMEOUT_MS});
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1);
  return () => window.clearTimeout(handle);
}

/**
 * False on the server and while the page hydrates; true once the browser has been idle, with
 * the render that follows as a transition (React works on it in slices of a few ms), or at
 * once when `needed` becomes true.
 */
export function useMountWhenIdle(needed: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return undefined;
    return whenIdle(() => startTransition(() => setIdle(true)));
  }, [idle]);
  return idle || needed;
}
