import globalData from '@generated/globalData';
import {createIndexLoader} from './indexLoader';
import {createLocalSearchClient} from './searchClient';
import type {LocalSearchGlobalData} from '../index';

const data = (globalData['local-search'] as Record<string, LocalSearchGlobalData> | undefined)?.default;
const loadIndexes = createIndexLoader(data?.indexPath ?? '/search-index/');

/** A search client for one search front end, answered by the Pagefind bundles written at build time. */
export const createSiteSearchClient = () => createLocalSearchClient({loadIndexes, origin: () => window.location.origin});

/** The search dialog's client. */
export const localSearchClient = createSiteSearchClient();
