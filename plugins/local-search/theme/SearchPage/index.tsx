import React, {useEffect} from 'react';
// The search theme's SearchPage, which this one wraps (aliased by the plugin, see index.ts).
import SearchPage from '@local-search/ThemeSearchPage';

// The theme's version pickers on /search have no label, so screen readers announce only
// "combo box"; name them once the page has rendered.
export default function SearchPageWrapper(): React.JSX.Element {
  useEffect(() => {
    document
      .querySelectorAll('main select:not([aria-label]), .container select:not([aria-label])')
      .forEach((select) => select.setAttribute('aria-label', 'Documentation version to search'));
  }, []);
  return <SearchPage />;
}
