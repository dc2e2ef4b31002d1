/** What an idle callback is told: how long the browser expects to stay idle, in ms. */
export type IdleDeadlineLike = {timeRemaining(): number};

/** Cancels a callback that has not run yet. */
export type CancelIdle = () => void;

/** Idle time assumed where the browser has no idle callbacks, in ms. */
const FALLBACK_IDLE_MS = 10;

/**
 * Runs `callback` when the browser is idle, at the latest after `timeoutMs`. Where there are
 * no idle callbacks (Safari), it runs after `fallbackDelayMs` with a short idle budget.
 */
export function whenIdle(
  callback: (deadline: IdleDeadlineLike) => void,
  {timeoutMs, fallbackDelayMs}: {timeoutMs: number; fallbackDelayMs: number},
): CancelIdle {
  const scope = globalThis as typeof globalThis & {
    requestIdleCallback?: (callback: (deadline: IdleDeadlineLike) => void, options: {timeout: number}) => number;
    cancelIdleCallback?: (handle: number) => void;
  };
  if (typeof scope.requestIdleCallback === 'function') {
    const handle = scope.requestIdleCallback(callback, {timeout: timeoutMs});
    return () => scope.cancelIdleCallback?.(handle);
  }
  const handle = setTimeout(() => callback({timeRemaining: () => FALLBACK_IDLE_MS}), fallbackDelayMs);
  return () => clearTimeout(handle);
}
