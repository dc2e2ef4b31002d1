import React, {useEffect} from 'react';
// The theme's own SearchPage (this plugin's theme wraps it, as a swizzle would).
import SearchPage from '@theme-init/SearchPage';

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
