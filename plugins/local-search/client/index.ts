import globalData from '@generated/globalData';
import {createIndexLoader} from './indexLoader';
import {createLocalSearchClient} from './searchClient';
import type {LocalSearchGlobalData} from '../index';

const data = (globalData['local-search'] as Record<string, LocalSearchGlobalData> | undefined)?.default;
const loader = createIndexLoader(data?.indexPath ?? '/search-index/');

/** A search client for one search front end, answered by the index files written at build time. */
export const createSiteSearchClient = (groupBy: 'page' | 'category' = 'category') =>
  createLocalSearchClient({loadVersions: loader.loadVersions, origin: () => window.location.origin, groupBy});

/** The search dialog's client: hits grouped by page, in rank order. */
export const localSearchClient = createSiteSearchClient('page');

/** Starts loading the first index file of the version of `tag` (the reader is about to search). */
export const preloadIndex = loader.preload;
