import React, {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {usePluginData} from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {OhifUiGlobalData} from '@site/plugins/ohif-ui';
import {loadStylesheet} from './loadStylesheet';
import {watchNearScreen, type NearScreenWatch} from './nearScreen';
import styles from './styles.module.css';

/** `idle` until a live area comes near the screen or the reader interacts with the page's live part. */
type LoadState<T> =
  {status: 'idle'} | {status: 'loading'} | {status: 'error'; error: unknown} | {status: 'ready'; module: T};

type LibraryContext = {
  state: LoadState<unknown>;
  retry: () => void;
  /** Watches a live area; the library loads when the first comes near the screen. Returns the unwatch. */
  watch: (element: Element) => () => void;
};

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
 * (the library needs `window`; the server renders the loading state), and only when needed:
 * when one of its live areas comes near the screen, or on the reader's first click, focus or
 * key press anywhere inside it (a picker above a preview still off screen; a click, unlike a
 * touch, is not the start of a scroll). Until then the page's text, tables and code are all
 * there is, so the page is quick on a phone, where the library's megabyte of script takes
 * seconds to run. The stylesheet is a separate file linked on demand, because any CSS imported
 * by a component would be merged into the stylesheet every documentation page loads.
 */
export function OhifLibraryProvider<T>({load, children}: ProviderProps<T>): React.JSX.Element {
  const {stylesheetPath} = usePluginData('ohif-ui') as OhifUiGlobalData;
  const stylesheetHref = useBaseUrl(stylesheetPath);
  const [requested, setRequested] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<unknown>>({status: 'idle'});
  const request = useCallback(() => setRequested(true), []);

  // One watch for all the page's live areas, made in the browser on the first area's call.
  const nearScreen = useRef<NearScreenWatch | null>(null);
  const watch = useCallback(
    (element: Element) => (nearScreen.current ??= watchNearScreen(request)).observe(element),
    [request],
  );
  useEffect(
    () => () => {
      nearScreen.current?.disconnect();
      nearScreen.current = null;
    },
    [],
  );

  useEffect(() => {
    if (!requested) return undefined;
    nearScreen.current?.disconnect();
    let current = true;
    setState({status: 'loading'});
    Promise.all([load(), loadStylesheet(stylesheetHref)]).then(
      ([module]) => current && setState({status: 'ready', module}),
      (error: unknown) => current && setState({status: 'error', error}),
    );
    return () => {
      current = false;
    };
  }, [requested, load, stylesheetHref, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const context = useMemo(() => ({state, retry, watch}), [state, retry, watch]);
  return (
    <Context.Provider value={context}>
      {/* Takes no box of its own: it only hears the first interaction. */}
      <div
        className={styles.interactionScope}
        onClickCapture={requested ? undefined : request}
        onFocusCapture={requested ? undefined : request}
        onKeyDownCapture={requested ? undefined : request}
      >
        {children}
      </div>
    </Context.Provider>
  );
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
 * library is loaded it holds a loading notice, or a message with Retry if loading failed. Its
 * `data-ohif-live` attribute says which: `idle` (not yet near the screen), `loading`, `error`
 * or `ready`.
 */
export function LiveArea<T>({children, label, className}: LiveAreaProps<T>): React.JSX.Element {
  const context = useContext(Context);
  if (!context) throw new Error('LiveArea must be inside an OhifLibraryProvider');
  const {state, retry, watch} = context;
  const area = useRef<HTMLElement>(null);
  const waiting = state.status === 'idle';
  useEffect(() => (waiting && area.current ? watch(area.current) : undefined), [waiting, watch]);

  if (state.status === 'ready') {
    return (
      <section
        ref={area}
        aria-label={label}
        className={clsx('ohif-scope', styles.stage, className)}
        data-ohif-live="ready"
      >
        {children(state.module as T)}
      </section>
    );
  }
  return (
    <section
      ref={area}
      aria-label={label}
      className={clsx(styles.stage, styles.placeholder, className)}
      data-ohif-live={state.status}
    >
      {state.status === 'error' ? (
        <>
          <p role="alert" className="margin--none">
            The component library could not be loaded, so this live example is missing. Check your connection, then try
            again.
          </p>
          <button type="button" className="button button--secondary button--sm" onClick={retry}>
            Retry
          </button>
        </>
      ) : (
        // Also while idle: by the time a reader sees the area, it is loading.
        <p role="status" className="margin--none">
          Loading the live example…
        </p>
      )}
    </section>
  );
}
