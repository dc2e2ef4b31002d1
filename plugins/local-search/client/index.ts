import {getIndexJson, INDEX_PATH} from './firstIndexFiles';
import {createIndexLoader} from './indexLoader';
import {createLocalSearchClient} from './searchClient';

const loader = createIndexLoader(INDEX_PATH, getIndexJson);

/** A search client for one search front end, answered by the index files written at build time. */
export const createSiteSearchClient = (groupBy: 'page' | 'category' = 'category') =>
  createLocalSearchClient({loadVersions: loader.loadVersions, origin: () => window.location.origin, groupBy});

/** The search dialog's client: hits grouped by page, in rank order. */
export const localSearchClient = createSiteSearchClient('page');

/** Starts loading the first index file of the version of `tag` (the reader is about to search). */
export const preloadIndex = loader.preload;
