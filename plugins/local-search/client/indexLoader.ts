import type {PagefindApi} from './searchClient';

type PagefindModule = PagefindApi & {
  options: (options: {basePath: string; baseUrl: string}) => Promise<void>;
  init: () => Promise<void>;
};

/**
 * Loads the Pagefind index on first use and keeps it. A failed load is forgotten, and the
 * next attempt uses a fresh URL (browsers may remember a failed module import), so a retry
 * after the network returns really refetches.
 */
export function createIndexLoader(indexPath: string, importModule = (url: string) => import(/* webpackIgnore: true */ url)) {
  let loaded: Promise<PagefindApi> | undefined;
  let attempt = 0;
  return function loadIndex(): Promise<PagefindApi> {
    if (loaded) return loaded;
    const url = attempt === 0 ? `${indexPath}pagefind.js` : `${indexPath}pagefind.js?retry=${attempt}`;
    const current = (importModule(url) as Promise<PagefindModule>).then(async (pagefind) => {
      await pagefind.options({basePath: indexPath, baseUrl: '/'});
      await pagefind.init();
      return pagefind;
    });
    current.catch(() => {
      loaded = undefined;
      attempt += 1;
    });
    loaded = current;
    return current;
  };
}
