import React, {useEffect, useState, useSyncExternalStore} from 'react';
import {createPortal} from 'react-dom';
import {useLocation} from '@docusaurus/router';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
// The search theme's SearchPage, which this one wraps (aliased by the plugin, see index.ts).
import SearchPage from '@local-search/ThemeSearchPage';
import {searchFailures} from '../../client/searchPageHelper';
import styles from './styles.module.css';

/** The dialog's error screen text (spec §8), under the dialog's translation ids. */
function SearchFailure(): React.JSX.Element {
  return (
    <div role="alert" className={styles.failure}>
      <p className={styles.failureTitle}>
        {translate({id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results'})}
      </p>
      <p className={styles.failureHelp}>
        {translate({
          id: 'theme.SearchModal.errorScreen.helpText',
          message: 'You might want to check your network connection.',
        })}
      </p>
    </div>
  );
}

/**
 * A place at the end of the theme page's results column for the error screen: the theme
 * renders the page, layout included, so the message goes in through a portal while it shows.
 */
function useFailureSlot(active: boolean): HTMLElement | null {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const column = document.querySelector('input[type="search"][name="q"]')?.closest('.container');
    if (!active || !column) return undefined;
    const element = document.createElement('div');
    column.appendChild(element);
    setSlot(element);
    return () => {
      element.remove();
      setSlot(null);
    };
  }, [active]);
  return slot;
}

/**
 * The theme's /search page, plus: names for its unlabelled version pickers (screen readers
 * announced only "combo box"), and, when a search fails, the error screen the dialog shows
 * instead of a spinner that never stops (client/searchPageHelper.ts records the failure).
 */
export default function SearchPageWrapper(): React.JSX.Element {
  useEffect(() => {
    document
      .querySelectorAll('main select:not([aria-label]), .container select:not([aria-label])')
      .forEach((select) => select.setAttribute('aria-label', 'Documentation version to search'));
  }, []);
  const failedQuery = useSyncExternalStore(searchFailures.subscribe, searchFailures.failedQuery, () => undefined);
  const query = new URLSearchParams(useLocation().search).get('q') ?? '';
  const failed = failedQuery !== undefined && failedQuery === query;
  const slot = useFailureSlot(failed);
  return (
    <HtmlClassNameProvider className={(failed && styles.searchFailed) || ''}>
      <SearchPage />
      {failed && slot && createPortal(<SearchFailure />, slot)}
    </HtmlClassNameProvider>
  );
}
