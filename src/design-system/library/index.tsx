import React, {createContext, useCallback, useContext, useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {usePluginData} from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {OhifUiGlobalData} from '@site/plugins/ohif-ui';
import {loadStylesheet} from './loadStylesheet';
import styles from './styles.module.css';

type LoadState<T> = {status: 'loading'} | {status: 'error'; error: unknown} | {status: 'ready'; module: T};

type LibraryContext = {state: LoadState<unknown>; retry: () => void};

const Context = createContext<LibraryContext | null>(null);

/** The `@ohif/ui-next` version these pages show, read from its package.json at build time. */
export function useOhifUiVersion(): string {
  return (usePluginData('ohif-ui') as OhifUiGlobalData).version;
}

type ProviderProps<T> = {
  /**
   * Imports the module with the live examples. It is what imports `@ohif/ui-next`, so the
   * library arrives in its own chunk when a design page asks for it, never with other pages.
   */
  load: () => Promise<T>;
  children: ReactNode;
};

/**
 * Loads the live examples and the library's scoped stylesheet together, in the browser only
 * (the library needs `window`; the server renders the loading state). The stylesheet is a
 * separate file linked on demand, because any CSS imported by a component would be merged into
 * the stylesheet every documentation page loads.
 */
export function OhifLibraryProvider<T>({load, children}: ProviderProps<T>): React.JSX.Element {
  const {stylesheetPath} = usePluginData('ohif-ui') as OhifUiGlobalData;
  const stylesheetHref = useBaseUrl(stylesheetPath);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<unknown>>({status: 'loading'});

  useEffect(() => {
    let current = true;
    setState({status: 'loading'});
    Promise.all([load(), loadStylesheet(stylesheetHref)]).then(
      ([module]) => current && setState({status: 'ready', module}),
      (error: unknown) => current && setState({status: 'error', error}),
    );
    return () => {
      current = false;
    };
  }, [load, stylesheetHref, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return <Context.Provider value={{state, retry}}>{children}</Context.Provider>;
}

type LiveAreaProps<T> = {
  /** Renders the live part once the library is there. */
  children: (module: T) => ReactNode;
  /** Accessible name of the area, e.g. "Button example". */
  label: string;
  className?: string;
};

/**
 * A dark stage, like the viewer itself, where the library renders with its own theme. Until the
 * library is loaded it holds a loading notice, or a message with Retry if loading failed.
 */
export function LiveArea<T>({children, label, className}: LiveAreaProps<T>): React.JSX.Element {
  const context = useContext(Context);
  if (!context) throw new Error('LiveArea must be inside an OhifLibraryProvider');
  const {state, retry} = context;

  if (state.status === 'ready') {
    return (
      <section aria-label={label} className={clsx('ohif-scope', styles.stage, className)} data-ohif-live="ready">
        {children(state.module as T)}
      </section>
    );
  }
  return (
    <section
      aria-label={label}
      className={clsx(styles.stage, styles.placeholder, className)}
      data-ohif-live={state.status}
    >
      {state.status === 'loading' ? (
        <p role="status" className="margin--none">
          Loading the live example…
        </p>
      ) : (
        <>
          <p role="alert" className="margin--none">
            The component library could not be loaded, so this live example is missing. Check your connection, then try
            again.
          </p>
          <button type="button" className="button button--secondary button--sm" onClick={retry}>
            Retry
          </button>
        </>
      )}
    </section>
  );
}
