// The theme's progress-bar client module (theme-classic/lib/nprogress.js) with nprogress
// loaded when the reader first points at, touches or tabs to something, rather than in the
// main bundle: it is only needed when the reader moves to another page, which Docusaurus
// also starts preloading on hover. Same behaviour: the bar starts 200 ms after a route change
// (if the new page is not there yet) and finishes when it is.
import '@docusaurus/theme-classic/lib/nprogress.css';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';

/** The part of nprogress's API used here (the package ships no types). */
type NProgress = {configure(options: {showSpinner: boolean}): void; start(): void; done(): void};

export const START_DELAY_MS = 200;

let loaded: NProgress | undefined;
let loading: Promise<NProgress> | undefined;
// A route change is waiting for its page: the bar should be running.
let changing = false;

function load(): Promise<NProgress> {
  // @ts-expect-error nprogress has no type declarations
  loading ??= import('nprogress').then(({default: nprogress}: {default: NProgress}) => {
    nprogress.configure({showSpinner: false});
    loaded = nprogress;
    return nprogress;
  });
  return loading;
}

if (ExecutionEnvironment.canUseDOM) {
  const events = ['pointerover', 'touchstart', 'focusin', 'keydown'] as const;
  const onFirstInteraction = () => {
    for (const event of events) window.removeEventListener(event, onFirstInteraction, true);
    void load();
  };
  for (const event of events) window.addEventListener(event, onFirstInteraction, {capture: true, passive: true});
}

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    void load();
    const timeout = window.setTimeout(() => {
      changing = true;
      void load().then((nprogress) => changing && nprogress.start());
    }, START_DELAY_MS);
    return () => window.clearTimeout(timeout);
  },
  onRouteDidUpdate() {
    changing = false;
    loaded?.done();
  },
};

export default clientModule;
