// Core's `client/clientEntry.js` (the entry of `main`, aliased here by ../index.ts), in stages.
// Core's imports every module of `main`, and the route chunks that the page's HTML loaded
// before it, in the one task that evaluates the script: about 80 ms on this machine, four
// times that on Lighthouse's phone, all of it blocking. Here each group of modules is
// evaluated in a task of its own, so the browser can handle input between them. What runs is
// core's, in the order that keeps the stylesheet's: React DOM, the client modules, the router,
// the route table and `window.docusaurus`, the theme's shared code, the layout, the app, the
// page's route chunks, then hydration. On the 2-core test machine the longest groups (React DOM,
// theme-common) take 8–15 ms.
import React, {startTransition, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

type DocusaurusWindow = Window & {docusaurus?: unknown; docusaurusRoot?: {render(app: ReactNode): void}};
type WindowWithScheduler = Window & {scheduler?: {yield?: () => Promise<void>}};

/**
 * Resolves in a later task, so that the current one ends here. `scheduler.yield()` lets input
 * run first and then resumes ahead of other tasks; elsewhere a message, since nested timeouts
 * wait at least 4 ms from the fifth on.
 */
function nextTask(): Promise<void> {
  const {scheduler} = window as WindowWithScheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function start(): Promise<void> {
  const page = window as DocusaurusWindow;
  // Each `await nextTask()` ends a task. The imports destructure what they use: a namespace
  // that is never read would count every export as used and keep all of a package in `main`.
  await nextTask();
  const {default: ReactDOM} = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  // First of the app's imports, as in core: the global CSS keeps its order in the stylesheet,
  // and the handler for a route chunk that fails is in place before any loads.
  await import(/* webpackMode: "eager" */ '@generated/client-modules');
  await nextTask();
  // With react-router, which this entry's route matching uses: the script's own task only
  // compiles it and runs the entry. (Awaits in one task; destructuring through Promise.all
  // would not tell the bundler which exports are used.)
  const {BrowserRouter, HashRouter} = await import(/* webpackMode: "eager" */ 'react-router-dom');
  const {matchRouteBranch} = await import(/* webpackMode: "eager" */ '../../../shared/matchRoutes');
  await nextTask();
  const {HelmetProvider} = await import(/* webpackMode: "eager" */ 'react-helmet-async');
  await nextTask();
  const [{default: siteConfig}, {default: routes}] = await Promise.all([
    import(/* webpackMode: "eager" */ '@generated/docusaurus.config'),
    import(/* webpackMode: "eager" */ '@generated/routes'),
  ]);
  await nextTask();
  const {default: preload} = await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/preload.js');
  await nextTask();
  const {default: docusaurus} = await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/docusaurus.js');
  page.docusaurus = docusaurus;
  // The layout (navbar, footer; the app's error boundary imports it) is most of the theme in
  // `main`; theme-common's two entry points, which it imports, are a third of it. Each is
  // evaluated on its own by asking for one export the layout uses anyway.
  await nextTask();
  const {ThemeClassNames} = await import(/* webpackMode: "eager" */ '@docusaurus/theme-common');
  await nextTask();
  const {useNavbarMobileSidebar} = await import(/* webpackMode: "eager" */ '@docusaurus/theme-common/internal');
  void [ThemeClassNames, useNavbarMobileSidebar];
  await nextTask();
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
