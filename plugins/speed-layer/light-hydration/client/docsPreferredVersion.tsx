// plugin-content-docs' `client/docsPreferredVersion.js` (aliased here by ../index.ts): the
// version of each docs plugin that the reader last browsed, kept in browser storage. Same
// exports and storage keys. One change: once the page has hydrated, the stored preferences
// replace the server's (none) only if there are any, and as a transition. The plugin's own set a
// new state object on every page, an urgent update, so React re-rendered in one task every
// component that reads it: the navbar's doc items, the version menu, the search bar
// (15–20 ms on the 2-core test machine, four times that on Lighthouse's phone).
import React, {startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode} from 'react';
import {useAllDocsData, useDocsData, type GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import {DEFAULT_PLUGIN_ID} from '@docusaurus/constants';
import {useThemeConfig} from '@docusaurus/theme-common';
import {ReactContextError, createStorageSlot} from '@docusaurus/theme-common/internal';

type Persistence = 'localStorage' | 'none';
type PreferredVersions = {[pluginId: string]: {preferredVersionName: string | null}};
type Api = {savePreferredVersion(pluginId: string, versionName: string): void};

const storageSlot = (pluginId: string, persistence: Persistence) =>
  createStorageSlot(`docs-preferred-version-${pluginId}`, {persistence});

/** Nothing is known on the server, nor while the page hydrates. */
function noPreferences(pluginIds: string[]): PreferredVersions {
  return Object.fromEntries(pluginIds.map((id) => [id, {preferredVersionName: null}]));
}

/** The stored preference of each plugin; one naming a version the site no longer has is removed. */
function storedPreferences(
  pluginIds: string[],
  persistence: Persistence,
  allDocsData: ReturnType<typeof useAllDocsData>,
): PreferredVersions {
  return Object.fromEntries(
    pluginIds.map((id) => {
      const slot = storageSlot(id, persistence);
      const stored = slot.get();
      if (allDocsData[id]!.versions.some((version) => version.name === stored)) {
        return [id, {preferredVersionName: stored}];
      }
      slot.del();
      return [id, {preferredVersionName: null}];
    }),
  );
}

const Context = React.createContext<readonly [PreferredVersions, Api] | null>(null);

function useContextValue(): readonly [PreferredVersions, Api] {
  const allDocsData = useAllDocsData();
  const persistence = useThemeConfig().docs.versionPersistence as Persistence;
  const pluginIds = useMemo(() => Object.keys(allDocsData), [allDocsData]);
  const [state, setState] = useState(() => noPreferences(pluginIds));

  useEffect(() => {
    const stored = storedPreferences(pluginIds, persistence, allDocsData);
    // The state starts with no preference, so only a stored one changes it.
    const anyStored = Object.values(stored).some(({preferredVersionName}) => preferredVersionName !== null);
    if (anyStored) startTransition(() => setState(stored));
  }, [allDocsData, persistence, pluginIds]);

  const api = useMemo<Api>(
    () => ({
      savePreferredVersion(pluginId, versionName) {
        storageSlot(pluginId, persistence).set(versionName);
        setState((current) => ({...current, [pluginId]: {preferredVersionName: versionName}}));
      },
    }),
    [persistence],
  );
  return useMemo(() => [state, api] as const, [state, api]);
}

export function DocsPreferredVersionContextProvider({children}: {children: ReactNode}): ReactNode {
  return <Context.Provider value={useContextValue()}>{children}</Context.Provider>;
}

function usePreferredVersionsContext(): readonly [PreferredVersions, Api] {
  const value = useContext(Context);
  if (!value) throw new ReactContextError('DocsPreferredVersionContextProvider');
  return value;
}

/** A docs plugin's preferred version (null until the page has hydrated) and a way to set it. */
export function useDocsPreferredVersion(pluginId: string = DEFAULT_PLUGIN_ID): {
  preferredVersion: GlobalVersion | null;
  savePreferredVersionName: (versionName: string) => void;
} {
  const docsData = useDocsData(pluginId);
  const [state, api] = usePreferredVersionsContext();
  const {preferredVersionName} = state[pluginId]!;
  const preferredVersion = docsData.versions.find((version) => version.name === preferredVersionName) ?? null;
  const savePreferredVersionName = useCallback(
    (versionName: string) => api.savePreferredVersion(pluginId, versionName),
    [api, pluginId],
  );
  return {preferredVersion, savePreferredVersionName};
}

/** Every docs plugin's preferred version. */
export function useDocsPreferredVersionByPluginId(): {[pluginId: string]: GlobalVersion | null} {
  const allDocsData = useAllDocsData();
  const [state] = usePreferredVersionsContext();
  return Object.fromEntries(
    Object.keys(allDocsData).map((id) => [
      id,
      allDocsData[id]!.versions.find((version) => version.name === state[id]!.preferredVersionName) ?? null,
    ]),
  );
}
