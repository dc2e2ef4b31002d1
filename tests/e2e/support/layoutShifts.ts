import type {Browser} from '@playwright/test';
import {waitForPageScripts} from './test';

/**
 * The layout shifts of one load of `path`, in a fresh context with the CPU slowed down four
 * times (as Lighthouse's phone), watched until three frames after the HTML is parsed or, with
 * `untilHydrated`, after React has hydrated. Each shift is named by the element that moved.
 */
export async function layoutShiftsOfLoad(
  browser: Browser,
  path: string,
  options: {
    viewport: {width: number; height: number};
    isMobile?: boolean;
    untilHydrated?: boolean;
    /** Shifts scoring less than this are left out (none by default). */
    ignoreBelow?: number;
  },
): Promise<string[]> {
  const context = await browser.newContext({viewport: options.viewport, isMobile: options.isMobile});
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await page.goto(path, {waitUntil: 'domcontentloaded'});
    if (options.untilHydrated) await waitForPageScripts(page);
    return await page.evaluate(async (ignoreBelow) => {
      const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      for (let frame = 0; frame < 3; frame++) await nextFrame();
      const observer = new PerformanceObserver(() => {});
      observer.observe({type: 'layout-shift', buffered: true});
      return (observer.takeRecords() as (PerformanceEntry & {sources: {node?: Node}[]; value: number})[])
        .filter((entry) => entry.value >= ignoreBelow)
        .flatMap((entry) =>
          entry.sources.map(
            (source) =>
              `${(source.node as Element | undefined)?.className ?? source.node?.nodeName} (${entry.value.toFixed(4)})`,
          ),
        );
    }, options.ignoreBelow ?? 0);
  } finally {
    await context.close();
  }
}
