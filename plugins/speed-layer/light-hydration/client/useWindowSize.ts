// theme-common's `hooks/useWindowSize.js` (aliased here by ../index.ts), with one change: the
// first reading after hydration, which swaps the server's "ssr" layout for the phone's or the
// desktop's (sidebar, table of contents), is a transition that React renders in slices.
// Later resizes stay urgent.
import {startTransition, useEffect, useState} from 'react';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

/** Infima's breakpoint, as in theme-common: wider than this is a desktop. */
const DESKTOP_BREAKPOINT = 996;

export function useWindowSize({desktopBreakpoint = DESKTOP_BREAKPOINT}: {desktopBreakpoint?: number} = {}): WindowSize {
  // Constant on the first render, so hydration matches the server's markup.
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => setWindowSize(window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile');
    startTransition(update);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return windowSize;
}
