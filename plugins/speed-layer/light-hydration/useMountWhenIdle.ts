import {startTransition, useEffect, useState} from 'react';
import {whenIdle} from '../../shared/whenIdle';

/** Longest wait for an idle period before mounting anyway, in ms. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * False on the server and while the page hydrates; true once the browser has been idle, with
 * the render that follows as a transition (React works on it in slices of a few ms), or at
 * once when `needed` becomes true.
 */
export function useMountWhenIdle(needed: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return undefined;
    return whenIdle(() => startTransition(() => setIdle(true)), {timeoutMs: IDLE_TIMEOUT_MS, fallbackDelayMs: 1});
  }, [idle]);
  return idle || needed;
}
