// theme-common's `contexts/navbarSecondaryMenu/content.js` (aliased here by ../index.ts): the
// slot through which a doc page puts its sidebar into the mobile menu. One change: the filler
// memoizes its props by their keys in code-unit order. theme-common's `useShallowMemoObject`
// sorts them with `localeCompare`, and the first `localeCompare` on a page builds the browser's
// collator: one task of 13–29 ms on this project's 2-core test machine, when the menu's copy of
// the sidebar mounts. Any fixed order does for a memo key. Two: the filler hands its content
// over as a transition (see below).
import React, {
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

type Content = {component: ComponentType<object>; props: object} | {component: null; props: null};
type ContentState = [Content, (content: Content) => void];

const Context = React.createContext<ContentState | null>(null);

function useContentState(): ContentState {
  const value = useContext(Context);
  if (!value) throw new Error('The navbar secondary menu is used outside its NavbarSecondaryMenuContentProvider.');
  return value;
}

export function NavbarSecondaryMenuContentProvider({children}: {children: ReactNode}): ReactNode {
  const value = useState<Content>({component: null, props: null});
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useNavbarSecondaryMenuContent(): Content {
  return useContentState()[0];
}

/** The same object for as long as its keys and values are the same. */
function useShallowMemoObject<Props extends object>(props: Props): Props {
  const entries = Object.entries(props).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // The keys and values are the dependencies: a new object with the same ones keeps the old.
  return useMemo(() => props, entries.flat());
}

export function NavbarSecondaryMenuFiller<Props extends object>({
  component,
  props,
}: {
  component: ComponentType<Props>;
  props: Props;
}): ReactNode {
  const [, setContent] = useContentState();
  const memoizedProps = useShallowMemoObject(props);
  useEffect(() => {
    // An update from an effect is urgent, and React renders an urgent update in one task: here
    // the menu's whole copy of the doc sidebar, 35 ms on the 2-core test machine. As a
    // transition it renders in slices of a few ms, and the reader sees the same menu.
    startTransition(() => setContent({component: component as ComponentType<object>, props: memoizedProps}));
  }, [setContent, component, memoizedProps]);
  useEffect(() => () => setContent({component: null, props: null}), [setContent]);
  return null;
}
