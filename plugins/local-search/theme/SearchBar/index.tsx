import React, {useEffect, type ComponentType} from 'react';
// The search theme's SearchBar, which this one wraps (aliased by the plugin, see index.ts).
import SearchBar from '@local-search/ThemeSearchBar';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import {createLazyClient} from '../../client/lazyClient';
import {useMaxResultsPerGroup} from '../../client/useMaxResultsPerGroup';
import {opensDialog, useKeysBeforeDialog} from '../../client/keysBeforeDialog';
import {fetchFirstIndexFiles} from '../../client/firstIndexFiles';
import type {LocalSearchGlobalData} from '../../index';

// Props the theme forwards to the DocSearch modal; functions cannot live in themeConfig (JSON).
const DocSearchBar = SearchBar as ComponentType<Record<string, unknown>>;
const lazyLocalClient = createLazyClient(() => import(/* webpackChunkName: "local-search-client" */ '../../client'));
/**
 * Given the dialog's refresh (see `../../docsearch-modal-chunk`): an answer given before the
 * whole index had arrived is asked again when more of it is in.
 */
const refreshWhenOutdated = (refresh: () => void) => lazyLocalClient.onAnswerOutdated(refresh);

/** Starts downloading the search code and the first index files of `versionTag`'s version, side by side. */
function preloadSearch(versionTag: string | undefined): void {
  fetchFirstIndexFiles(versionTag);
  lazyLocalClient.preload(versionTag);
}

/**
 * The search bar answered by the site's own index. Nothing of search loads with the page: the
 * client code and the first index files of the page's docs version start loading when the
 * reader shows intent (pointer over or focus on the button, the shortcut, the dialog opening),
 * so they are usually there by the time the first word is typed.
 */
function LocalSearchBar(props: Record<string, unknown>): React.JSX.Element {
  const {tags} = useContextualSearchFilters();
  const versionTag = tags.find((tag) => tag !== 'default');
  const preload = () => preloadSearch(versionTag);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => opensDialog(event) && preloadSearch(versionTag);
    window.addEventListener('keydown', onKeyDown, {capture: true});
    return () => window.removeEventListener('keydown', onKeyDown, {capture: true});
  }, [versionTag]);
  return (
    <span style={{display: 'contents'}} onPointerOver={preload} onFocus={preload} onTouchStart={preload}>
      <DocSearchBar
        {...props}
        refreshWhenOutdated={refreshWhenOutdated}
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
  const typedBeforeDialog = useKeysBeforeDialog();
  const shared = {
    ...props,
    maxResultsPerGroup,
    ...(typedBeforeDialog === undefined ? {} : {initialQuery: typedBeforeDialog}),
    ...(data.missingResultsRepository ? {getMissingResultsUrl: missingResultsUrl(data.missingResultsRepository)} : {}),
  };
  return data.mode === 'local' ? <LocalSearchBar {...shared} /> : <DocSearchBar {...shared} />;
}
