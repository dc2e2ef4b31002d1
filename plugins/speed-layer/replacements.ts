/**
 * Every file of a dependency that the speed layer stands in for, with the version and hash of
 * the file our module was written against, and why we replace it. `guard.ts` reads this table
 * and stops the build when an installed file differs; the techniques' webpack aliases are made
 * from it (`aliases.ts`), so a replacement cannot exist without its row.
 *
 * After an upgrade changes a file: compare the new file with the one pinned here (its version
 * is on npm), bring our module up to date, then pin the version and hash the build printed.
 */

/** How our module takes the original's place. */
export type Wiring =
  /** A webpack alias sends imports of the file (or of `request`, when given) to our module. */
  | {kind: 'alias'; builds: 'browser' | 'both'; request?: string}
  /** A webpack alias to nothing: the file is left out of the bundle. */
  | {kind: 'removed'; builds: 'browser' | 'both'}
  /** A theme component of the same name (`getThemePath()`), ejected rather than wrapped. */
  | {kind: 'theme'}
  /** Our component repeats the file's markup or logic instead of using it. */
  | {kind: 'mirror'}
  /** The page template (`ssrTemplate`). */
  | {kind: 'template'}
  /** Our module rewrites what the file generates. */
  | {kind: 'output'};

export type Replacement = {
  /** The npm package, as the site resolves it. */
  package: string;
  /** The version the pinned file comes from. */
  version: string;
  /** The file, relative to the package's folder. */
  file: string;
  /** `fileHash` (guard.ts) of the file at that version. */
  sha256: string;
  /** Our module, relative to plugins/speed-layer; its first segment names the technique. */
  by: string;
  wiring: Wiring;
  why: string;
};

const CORE = '@docusaurus/core';
const THEME_CLASSIC = '@docusaurus/theme-classic';
const THEME_COMMON = '@docusaurus/theme-common';
const DOCS = '@docusaurus/plugin-content-docs';
const DOCUSAURUS = '3.10.2';

export const REPLACEMENTS: readonly Replacement[] = [
  // lean-main: what the main bundle carries.
  {
    package: '@docusaurus/utils-common',
    version: DOCUSAURUS,
    file: 'lib/index.js',
    sha256: 'f67a902f603f736c',
    by: 'lean-main/utilsCommon.js',
    wiring: {kind: 'alias', builds: 'browser', request: '@docusaurus/utils-common$'},
    why: 'The same exports as ES modules: the CommonJS index required all of tslib (4 KB gzip of main) for one helper.',
  },
  {
    package: THEME_CLASSIC,
    version: DOCUSAURUS,
    file: 'lib/nprogress.js',
    sha256: '58b21ff3eb278f6c',
    by: 'lean-main/nprogress.ts',
    wiring: {kind: 'alias', builds: 'both'},
    why: "The progress bar's client module loads nprogress (2 KB gzip) on the first interaction, not in main.",
  },
  {
    package: CORE,
    version: DOCUSAURUS,
    file: 'lib/client/docusaurus.js',
    sha256: 'b0d1dbdc1e3a706f',
    by: 'lean-main/docusaurusGlobal.ts',
    wiring: {kind: 'alias', builds: 'browser'},
    why: '`window.docusaurus` prefetches links in view a few at a time in idle time, not all at once after hydration.',
  },
  {
    package: CORE,
    version: DOCUSAURUS,
    file: 'lib/client/BaseUrlIssueBanner/index.js',
    sha256: '595521e3fe1fb3a6',
    by: 'lean-main/baseUrlIssueBanner.ts',
    wiring: {kind: 'alias', builds: 'browser'},
    why: "Renders nothing in the browser, so main drops the banner's HTML and script strings (1 KB gzip).",
  },
  {
    package: 'react-helmet-async',
    version: '1.3.0',
    file: 'lib/index.module.js',
    sha256: 'dd24f7f1c989b2d5',
    by: 'lean-main/helmet/index.tsx',
    wiring: {kind: 'alias', builds: 'browser', request: 'react-helmet-async$'},
    why: 'The head is updated once per React commit and only where it differs: hydration no longer rewrites it.',
  },
  {
    package: CORE,
    version: DOCUSAURUS,
    file: 'lib/server/codegen/codegenRoutes.js',
    sha256: '6bdf7133ebc411f9',
    by: 'lean-main/registryLoader.js',
    wiring: {kind: 'output'},
    why: "The browser's route registry drops module paths (1.5 KB gzip); paint-first reads the registry too.",
  },
  {
    package: '@docusaurus/plugin-debug',
    version: DOCUSAURUS,
    file: 'lib/theme/DebugRegistry/index.js',
    sha256: '7bf80768365a46c2',
    by: 'lean-main/theme/DebugRegistry/index.tsx',
    wiring: {kind: 'theme'},
    why: 'The debug registry page imports the module paths that the registry in main no longer carries.',
  },

  // light-hydration: less work while a page hydrates.
  {
    package: CORE,
    version: DOCUSAURUS,
    file: 'lib/client/clientEntry.js',
    sha256: 'a9d6514eaf79c05c',
    by: 'light-hydration/client/clientEntry.tsx',
    wiring: {kind: 'alias', builds: 'browser'},
    why: "Main's modules are evaluated over a dozen short tasks instead of one long one.",
  },
  {
    package: CORE,
    version: DOCUSAURUS,
    file: 'lib/client/exports/ComponentCreator.js',
    sha256: '5f99bdbd725f6e0b',
    by: 'light-hydration/client/ComponentCreator.tsx',
    wiring: {kind: 'alias', builds: 'both', request: '@docusaurus/ComponentCreator'},
    why: "Each route's loadable component is created when first used, not all 279 while main runs.",
  },
  {
    package: CORE,
    version: DOCUSAURUS,
    file: 'lib/client/browserContext.js',
    sha256: 'f0765ea0de6c6820',
    by: 'light-hydration/client/browserContext.tsx',
    wiring: {kind: 'alias', builds: 'both'},
    why: 'The re-render after hydration (`useIsBrowser`) is a transition React renders in slices.',
  },
  {
    package: THEME_COMMON,
    version: DOCUSAURUS,
    file: 'lib/hooks/useWindowSize.js',
    sha256: 'a32a46c867130090',
    by: 'light-hydration/client/useWindowSize.ts',
    wiring: {kind: 'alias', builds: 'both'},
    why: "The first switch from the server's layout to the window's is a transition.",
  },
  {
    package: THEME_COMMON,
    version: DOCUSAURUS,
    file: 'lib/contexts/navbarSecondaryMenu/content.js',
    sha256: 'f28c89217e58e739',
    by: 'light-hydration/client/navbarSecondaryMenuContent.tsx',
    wiring: {kind: 'alias', builds: 'both'},
    why: "Keys sorted by code unit (no collator built, 13–29 ms) and the mobile menu's sidebar handed over as a transition.",
  },
  {
    package: THEME_COMMON,
    version: DOCUSAURUS,
    file: 'lib/utils/emojiUtils.js',
    sha256: '16bc9e0dec887a1c',
    by: 'light-hydration/client/emojiUtils.ts',
    wiring: {kind: 'alias', builds: 'both'},
    why: 'The Intl.Segmenter is made on first use, not while main runs (30–80 ms of grapheme data).',
  },
  {
    package: DOCS,
    version: DOCUSAURUS,
    file: 'lib/client/docsPreferredVersion.js',
    sha256: 'eef363430b9a260d',
    by: 'light-hydration/client/docsPreferredVersion.tsx',
    wiring: {kind: 'alias', builds: 'both'},
    why: 'Reading the stored preferred version re-renders nothing when there is none (a 15–20 ms task).',
  },
  {
    package: 'path-to-regexp',
    version: '1.9.0',
    file: 'index.js',
    sha256: '4960ba3d591002a5',
    by: 'light-hydration/client/pathToRegexp.ts',
    wiring: {kind: 'alias', builds: 'both', request: 'path-to-regexp$'},
    why: "react-router's plain route paths are matched as text instead of compiling an expression for each.",
  },
  {
    package: THEME_CLASSIC,
    version: DOCUSAURUS,
    file: 'lib/theme/LastUpdated/index.js',
    sha256: '30948229c5140094',
    by: 'light-hydration/theme/LastUpdated/index.tsx',
    wiring: {kind: 'theme'},
    why: 'English dates are written without Intl, whose date data cost an 8 ms slice.',
  },

  // paint-first: pages paint before any script runs.
  {
    package: CORE,
    version: DOCUSAURUS,
    file: 'lib/ssg/ssgTemplate.html.js',
    sha256: '5d6584e4a61b22d4',
    by: 'paint-first/template.html',
    wiring: {kind: 'template'},
    why: 'Scripts are listed as JSON and started after the first frame, route chunks first.',
  },
  {
    package: 'react-loadable-ssr-addon-v5-slorber',
    version: '1.0.3',
    file: 'lib/ReactLoadableSSRAddon.js',
    sha256: '3e3f7bf0ac88ab47',
    by: 'paint-first/routeChunks.ts',
    wiring: {kind: 'output'},
    why: "The client manifest gets the pages' module paths as keys, so each page lists its route chunks.",
  },

  // static-markdown: doc prose stays HTML.
  {
    package: CORE,
    version: DOCUSAURUS,
    file: 'lib/client/preload.js',
    sha256: '8c1e3de18d307e2f',
    by: 'static-markdown/client/preload.ts',
    wiring: {kind: 'alias', builds: 'browser'},
    why: "Navigating to a doc page also fetches its HTML, whose prose the page's chunk no longer carries.",
  },

  // docs-props-trim: lighter sidebar data.
  {
    package: DOCS,
    version: DOCUSAURUS,
    file: 'lib/props.js',
    sha256: '26b2e7cd95c0f812',
    by: 'docs-props-trim/trimLoader.js',
    wiring: {kind: 'output'},
    why: "Each version's props lose every doc's description, which only doc cards read (about 10 KB gzip a page).",
  },

  // code-highlight: code coloured at build time.
  {
    package: THEME_CLASSIC,
    version: DOCUSAURUS,
    file: 'lib/prism-include-languages.js',
    sha256: 'a464a26897ccb5b2',
    by: 'code-highlight/index.ts',
    wiring: {kind: 'removed', builds: 'both'},
    why: 'The client module that put all of Prism in main: code is highlighted at build time.',
  },
  {
    package: THEME_CLASSIC,
    version: DOCUSAURUS,
    file: 'lib/theme/CodeBlock/Layout/index.js',
    sha256: '7cff522ae9e56f76',
    by: 'code-highlight/components/StaticCodeBlock.tsx',
    wiring: {kind: 'mirror'},
    why: "A pre-highlighted block keeps the theme's layout and classes without its highlighter.",
  },
  {
    package: THEME_CLASSIC,
    version: DOCUSAURUS,
    file: 'lib/theme/CodeBlock/Buttons/CopyButton/index.js',
    sha256: '936a841fd6a5778e',
    by: 'code-highlight/components/StaticCodeBlockButtons.tsx',
    wiring: {kind: 'mirror'},
    why: "The copy button reads the code from the page, with the theme's labels and icons.",
  },
  {
    package: THEME_CLASSIC,
    version: DOCUSAURUS,
    file: 'lib/theme/CodeBlock/Buttons/WordWrapButton/index.js',
    sha256: '20c279c98024a2b8',
    by: 'code-highlight/components/StaticCodeBlockButtons.tsx',
    wiring: {kind: 'mirror'},
    why: "The word-wrap button, with the theme's labels and icons.",
  },
  {
    package: THEME_COMMON,
    version: DOCUSAURUS,
    file: 'lib/hooks/useCodeWordWrap.js',
    sha256: '3483ac26c8c5cb90',
    by: 'code-highlight/components/useWordWrap.ts',
    wiring: {kind: 'mirror'},
    why: 'Measured with a ResizeObserver: the original sorts options with localeCompare, building a collator.',
  },

  // inline-logo.
  {
    package: THEME_CLASSIC,
    version: DOCUSAURUS,
    file: 'lib/theme/Logo/index.js',
    sha256: '60c64ce82ec8bd64',
    by: 'inline-logo/theme/Logo/index.tsx',
    wiring: {kind: 'theme'},
    why: 'The logo is inline SVG: two SVG images were two documents to parse and lay out before the first paint.',
  },
];
