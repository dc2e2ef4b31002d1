import React, {useEffect, type ComponentType} from 'react';
// The search theme's SearchBar, which this one wraps (aliased by the plugin, see index.ts).
import SearchBar from '@local-search/ThemeSearchBar';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import {createLazyClient} from '../../client/lazyClient';
import {useMaxResultsPerGroup} from '../../client/useMaxResultsPerGroup';
import type {LocalSearchGlobalData} from '../../index';

// Props the theme forwards to the DocSearch modal; functions cannot live in themeConfig (JSON).
const DocSearchBar = SearchBar as ComponentType<Record<string, unknown>>;
const lazyLocalClient = createLazyClient(() => import(/* webpackChunkName: "local-search-client" */ '../../client'));

/** The shortcuts that open the dialog (DocSearch's own): Ctrl/Cmd+K, and "/" outside a text field. */
function opensDialog(event: KeyboardEvent): boolean {
  if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') return true;
  const target = event.target as HTMLElement | null;
  const typing = target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
  return event.key === '/' && !typing;
}

/**
 * The search bar answered by the site's own index. Nothing of search loads with the page: the
 * client code and the first index file of the page's docs version start loading when the
 * reader shows intent (pointer over or focus on the button, the shortcut, the dialog opening),
 * so they are usually there by the time the first word is typed.
 */
function LocalSearchBar(props: Record<string, unknown>): React.JSX.Element {
  const {tags} = useContextualSearchFilters();
  const versionTag = tags.find((tag) => tag !== 'default');
  const preload = () => lazyLocalClient.preload(versionTag);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => opensDialog(event) && lazyLocalClient.preload(versionTag);
    window.addEventListener('keydown', onKeyDown, {capture: true});
    return () => window.removeEventListener('keydown', onKeyDown, {capture: true});
  }, [versionTag]);
  return (
    <span style={{display: 'contents'}} onPointerOver={preload} onFocus={preload} onTouchStart={preload}>
      <DocSearchBar
        {...props}
        transformSearchClient={() => {
          preload();
          return lazyLocalClient;
        }}
      />
    </span>
  );
}

/** "Let us know" on the no-results screen opens an issue titled with the query. */
const missingResultsUrl =
  (repository: string) =>
  ({query}: {query: string}): string =>
    `${repository}/issues/new?title=${encodeURIComponent(`Docs search: no results for "${query}"`)}`;

/** The theme's search bar, answered by the site's own index unless a hosted Algolia index is configured. */
export default function SearchBarWrapper(props: Record<string, unknown>): React.JSX.Element {
  const data = usePluginData('local-search') as LocalSearchGlobalData;
  const maxResultsPerGroup = useMaxResultsPerGroup();
  const shared = {
    ...props,
    maxResultsPerGroup,
    ...(data.missingResultsRepository ? {getMissingResultsUrl: missingResultsUrl(data.missingResultsRepository)} : {}),
  };
  return data.mode === 'local' ? <LocalSearchBar {...shared} /> : <DocSearchBar {...shared} />;
}
