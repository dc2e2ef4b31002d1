import React, {type ComponentType} from 'react';
import SearchBar from '@theme-original/SearchBar';
import {usePluginData} from '@docusaurus/useGlobalData';
import {createLazyClient} from '@site/plugins/local-search/client/lazyClient';
import {useMaxResultsPerGroup} from '@site/src/hooks/useMaxResultsPerGroup';
import {EXTERNAL} from '@site/src/data/navigation';

// Props the theme forwards to the DocSearch modal; functions cannot live in themeConfig (JSON).
const DocSearchBar = SearchBar as ComponentType<Record<string, unknown>>;
const lazyLocalClient = createLazyClient(() => import('@site/plugins/local-search/client'));
const useLocalClient = () => lazyLocalClient;

/** "Let us know" on the no-results screen opens an issue titled with the query. */
const missingResultsUrl = ({query}: {query: string}): string =>
  `${EXTERNAL.repository}/issues/new?title=${encodeURIComponent(`Docs search: no results for "${query}"`)}`;

/** The theme's search bar, answered by the site's own index unless a hosted Algolia index is configured. */
export default function SearchBarWrapper(props: Record<string, unknown>): React.JSX.Element {
  const localSearch = usePluginData('local-search', undefined, {failfast: false});
  const maxResultsPerGroup = useMaxResultsPerGroup();
  return (
    <DocSearchBar
      {...props}
      maxResultsPerGroup={maxResultsPerGroup}
      getMissingResultsUrl={missingResultsUrl}
      {...(localSearch ? {transformSearchClient: useLocalClient} : {})}
    />
  );
}
