// Core's `client/clientEntry.js` (the entry of `main`, aliased here by ../index.ts), in stages.
// Core's imports every module of `main`, and the route chunks that the page's HTML loaded
// before it, in the one task that evaluates the script: about 80 ms on this machine, four
// times that on Lighthouse's phone, all of it blocking. Here each group of modules is
// evaluated in a task of its own, so the browser can handle input between them. What runs,
// and its order, is core's: React DOM, the client modules, the route table and
// `window.docusaurus`, the layout, the app, the page's route chunks, then hydration.
import React, {startTransition, type ReactNode} from 'react';
import {HelmetProvider} from 'react-helmet-async';
import {BrowserRouter, HashRouter} from 'react-router-dom';
import siteConfig from '@generated/docusaurus.config';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {matchRouteBranch} from '../../shared/matchRoutes';

type DocusaurusWindow = Window & {docusaurus?: unknown; docusaurusRoot?: {render(app: ReactNode): void}};

/** Resolves in a later task, so that the current one ends here. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(): Promise<void> {
  const page = window as DocusaurusWindow;
  await nextTask();
  const {default: ReactDOM} = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  // First of the app's imports, as in core: the global CSS keeps its order in the stylesheet,
  // and the handler for a route chunk that fails is in place before any loads.
  await import(/* webpackMode: "eager" */ '@generated/client-modules');
  await nextTask();
  const [{default: docusaurus}, {default: routes}, {default: preload}] = await Promise.all([
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/docusaurus.js'),
    import(/* webpackMode: "eager" */ '@generated/routes'),
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/preload.js'),
  ]);
  page.docusaurus = docusaurus;
  await nextTask();
  // The app's error boundary imports the layout (navbar, footer): most of the theme in `main`.
  await import(/* webpackMode: "eager" */ '@theme/Layout');
  await nextTask();
  const {default: App} = await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App.js');
  // Each route of the page starts loading in a task of its own. Its chunks are installed
  // already (the HTML loads them before `main`), so its modules are evaluated in that task; a
  // chunk that is not (development) is fetched while the next route starts. `preload` below
  // waits for the same loads and reports a failure.
  for (const route of matchRouteBranch(routes, window.location.pathname)) {
    await nextTask();
    Promise.resolve(route.component.preload?.()).catch(() => undefined);
  }
  await nextTask();

  const Router: React.ComponentType<{children?: ReactNode}> =
    siteConfig.future.experimental_router === 'hash' ? HashRouter : BrowserRouter;
  const app = (
    <HelmetProvider>
      <Router>
        <App />
      </Router>
    </HelmetProvider>
  );
  const renderApp = () => {
    if (page.docusaurusRoot) {
      page.docusaurusRoot.render(app);
      return;
    }
    const container = document.getElementById('__docusaurus')!;
    const onRecoverableError = (error: unknown, errorInfo: unknown) =>
      console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
    if (process.env.HYDRATE_CLIENT_ENTRY) {
      page.docusaurusRoot = ReactDOM.hydrateRoot(container, app, {onRecoverableError});
    } else {
      const root = ReactDOM.createRoot(container, {onRecoverableError});
      root.render(app);
      page.docusaurusRoot = root;
    }
  };
  // As core's: a route chunk that fails leaves the page static, and a client module shows
  // Page Error for the rejection. Already-loaded routes resolve at once.
  await preload(window.location.pathname);
  startTransition(renderApp);
}

if (ExecutionEnvironment.canUseDOM) void start();
