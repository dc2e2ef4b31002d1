import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {docsVersionsConfig} from './src/data/versions';
import {darkCodeTheme, lightCodeTheme} from './src/data/codeThemes';
import rehypeAccessibleMarkdown from './plugins/markdown/rehypeAccessibleMarkdown';
import remarkDiagramSize from './plugins/markdown/remarkDiagramSize';
import {EXTERNAL, FOOTER, NAVBAR_ITEMS} from './src/data/navigation';
import {resolveBaseUrl, resolveEditUrl, resolveGtagId, resolveRobots, resolveSiteUrl} from './src/data/siteSettings';
import {siteSearch} from './plugins/local-search/mode';
import {speedLayer} from './plugins/speed-layer/switch';

const baseUrl = resolveBaseUrl(process.env);
const siteUrl = resolveSiteUrl(process.env);
const editUrl = resolveEditUrl(process.env);
const gtagId = resolveGtagId(process.env);
/** Site search: the offline index, or a hosted Algolia index when ALGOLIA_* are set (see plugins/local-search). */
const search = siteSearch(process.env, {missingResultsRepository: EXTERNAL.repository});

/** Code colours and Prism's extra grammars, used by the theme and by the speed layer's build-time highlighter. */
const PRISM = {theme: lightCodeTheme, darkTheme: darkCodeTheme, additionalLanguages: ['bash', 'nginx']};
/** Framework parts replaced for speed (plugins/speed-layer); `SPEED_LAYER=off` builds on the stock framework. */
const speed = speedLayer(process.env, {prism: PRISM});
// A closure rather than [plugin, options]: options are copied into the client bundle's config,
// and an absolute path of the build machine would reach every reader.
const diagramSize = () => remarkDiagramSize({diagramsDir: path.join(__dirname, 'static', 'img', 'diagrams')});

const config: Config = {
  title: 'OHIF',
  tagline: 'Open-source, web-based medical imaging viewer platform',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl,
  // ROBOTS=noindex: a robots meta tag on every page, no sitemap, and robots.txt (plugins/robots-txt).
  noIndex: resolveRobots(process.env) === 'noindex',
  baseUrlIssueBanner: true,
  titleDelimiter: '|',
  trailingSlash: undefined,

  future: {v4: true, faster: true},
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: {hooks: {onBrokenMarkdownLinks: 'throw'}},

  // Spec §3: plain `theme`, `docs-preferred-version-default`… keys, no site-specific suffix.
  storage: {type: 'localStorage', namespace: false},

  i18n: {defaultLocale: 'en', locales: ['en'], localeConfigs: {en: {label: 'English', direction: 'ltr'}}},

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          showLastUpdateAuthor: true,
          showLastUpdateTime: true,
          remarkPlugins: [diagramSize],
          // EDIT_URL: "Edit this page" links each doc's file under that folder (both versions); unset, none.
          editUrl,
          rehypePlugins: [rehypeAccessibleMarkdown, ...speed.rehypePlugins],
          recmaPlugins: speed.recmaPlugins,
          lastVersion: 'current',
          versions: docsVersionsConfig(),
        },
        blog: false,
        pages: {rehypePlugins: speed.rehypePlugins},
        theme: {customCss: './src/css/custom.css'},
        debug: true,
        gtag: gtagId ? {trackingID: gtagId, anonymizeIP: true} : undefined,
      } satisfies Preset.Options,
    ],
    ...speed.presets,
  ],

  clientModules: ['./src/clientModules/routeLoadFailure.tsx'],

  plugins: [
    ['@docusaurus/plugin-ideal-image', {quality: 70, max: 1030, min: 640, steps: 2, disableInDev: false}],
    './plugins/image-zoom/index.ts',
    search.plugin,
    ['./plugins/security-headers/index.ts', {analytics: Boolean(gtagId), searchOrigins: search.connectOrigins}],
    // Routes of OHIF's 3.x docs that moved: static redirect pages (@docusaurus/plugin-client-redirects,
    // run by this plugin so it can make them CSP-clean) and 301s in nginx.
    './plugins/old-routes/index.ts',
    // Markdown copy of every doc page, llms.txt per version, the Copy page button.
    './plugins/markdown-export/index.ts',
    [
      './plugins/ohif-ui/index.ts',
      {
        content: ['src/design-system/**/*.tsx'],
        componentPages: {
          dataDir: 'src/design-system/data/components',
          component: '@site/src/design-system/layout/ComponentPage.tsx',
        },
      },
    ],
    // Contrast figures of the library's own accessibility defects, measured from the package.
    './plugins/library-findings/index.ts',
    // Module statistics of the client bundle for `npm run bench`, only when it asks for them.
    './plugins/bundle-stats/index.ts',
    './plugins/robots-txt/index.ts',
    // No absolute path of the build machine in the generated data the pages load.
    './plugins/build-paths/index.ts',
  ],

  themeConfig: {
    colorMode: {defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false},
    announcementBar: {
      id: 'release-3-9',
      content: `OHIF Viewer 3.9 is out: a new segmentation architecture and component library. <a href="${baseUrl}migration-guide/3p8-to-3p9/">Read the 3.8 to 3.9 migration guide</a>.`,
      isCloseable: true,
    },
    navbar: {
      title: '',
      // The speed layer's inline-logo draws these two files inline (it imports them by these paths).
      logo: {alt: 'OHIF', src: 'img/ohif-logo-light.svg', srcDark: 'img/ohif-logo-dark.svg', width: 92, height: 32},
      items: NAVBAR_ITEMS,
    },
    footer: FOOTER,
    algolia: search.algolia,
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    docs: {sidebar: {hideable: true, autoCollapseCategories: false}},
    zoom: {
      selector: '.markdown img:not(.no-zoom)',
      background: {light: 'rgb(255, 255, 255)', dark: 'rgb(255, 255, 255)'},
      config: {margin: 0, scrollOffset: 40},
    },
    prism: PRISM,
  } satisfies Preset.ThemeConfig,
};

export default config;
