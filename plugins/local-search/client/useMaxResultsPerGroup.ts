import {useEffect, useState} from 'react';

/** Width at or below which the search dialog uses its narrow layout (spec §9). */
export const NARROW_SEARCH_QUERY = '(max-width: 768px)';
export const RESULTS_PER_GROUP_NARROW = 5;
export const RESULTS_PER_GROUP_WIDE = 8;

/** Hits shown per page group in the search dialog: fewer on narrow screens, where space is short. */
export function useMaxResultsPerGroup(): number {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(NARROW_SEARCH_QUERY);
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow ? RESULTS_PER_GROUP_NARROW : RESULTS_PER_GROUP_WIDE;
}
