import globalData from '@generated/globalData';
import {createIndexLoader} from './indexLoader';
import {createLocalSearchClient} from './searchClient';
import type {LocalSearchGlobalData} from '../index';

const data = (globalData['local-search'] as Record<string, LocalSearchGlobalData> | undefined)?.default;

/** The site's search client, answered by the Pagefind indexes written at build time. */
export const localSearchClient = createLocalSearchClient({
  loadIndex: createIndexLoader(data?.indexPath ?? '/search-index/'),
  origin: () => window.location.origin,
});
