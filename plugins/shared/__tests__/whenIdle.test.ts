import {afterEach, describe, expect, it, vi} from 'vitest';
import {whenIdle} from '../whenIdle';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it("uses the browser's idle callbacks, with the timeout asked for, and can cancel them", () => {
    const requestIdleCallback = vi.fn(() => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const callback = vi.fn();
    const cancel = whenIdle(callback, {timeoutMs: 3000, fallbackDelayMs: 1});
    expect(requestIdleCallback).toHaveBeenCalledWith(callback, {timeout: 3000});
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('without idle callbacks, runs after the fallback delay with a short idle budget, unless cancelled', () => {
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']});
    const ran: number[] = [];
    whenIdle((deadline) => ran.push(deadline.timeRemaining()), {timeoutMs: 3000, fallbackDelayMs: 200});
    const cancel = whenIdle(() => ran.push(-1), {timeoutMs: 3000, fallbackDelayMs: 200});
    cancel();
    vi.advanceTimersByTime(199);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual([10]);
  });
});
