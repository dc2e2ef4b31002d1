import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import type {ClientModule} from '@docusaurus/types';
import type {Zoom, ZoomOptions} from 'medium-zoom';

export type ZoomThemeConfig = {
  /** Images that enlarge on click. */
  selector?: string;
  /** Overlay colour per colour mode. */
  background?: {light?: string; dark?: string};
  /** medium-zoom's own options (margin, scrollOffset…). */
  config?: ZoomOptions;
};

/** The spec's delay: zoom is (re)applied one second after each route update. */
export const APPLY_DELAY_MS = 1000;

const settings = siteConfig.themeConfig.zoom as ZoomThemeConfig | undefined;
const selector = settings?.selector ?? '.markdown img';

let zoom: Zoom | undefined;
let timer: number | undefined;

function background(): string {
  return document.documentElement.dataset.theme === 'dark'
    ? (settings?.background?.dark ?? 'rgb(50, 50, 50)')
    : (settings?.background?.light ?? 'rgb(255, 255, 255)');
}

function apply(): void {
  zoom?.detach();
  zoom = undefined;
  // A page without images never downloads medium-zoom.
  if (!document.querySelector(selector)) return;
  void import('medium-zoom').then(({default: mediumZoom}) => {
    zoom?.detach();
    zoom = mediumZoom(selector, {...settings?.config, background: background()});
  });
}

function schedule(): void {
  window.clearTimeout(timer);
  timer = window.setTimeout(apply, APPLY_DELAY_MS);
}

if (ExecutionEnvironment.canUseDOM && settings) {
  new MutationObserver(() => zoom?.update({background: background()})).observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-theme'],
  });
  schedule();
}

const clientModule: ClientModule = {
  onRouteUpdate() {
    if (settings) schedule();
  },
};

export default clientModule;
