// Core's `client/browserContext.js` (aliased here by ../index.ts), with one change: the
// post-hydration switch to "browser" is a transition. Every component that reads
// `useIsBrowser()` (sidebar categories, the colour toggle, code blocks…) re-renders then; as
// an urgent update that re-render was one long task, as a transition React does it in slices.
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';

export const Context = React.createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
