import {useSyncExternalStore} from 'react';
import {DEFAULT_THEME, THEME_ATTRIBUTE, THEME_STORAGE_KEY} from '@site/plugins/ohif-ui/themeChoice';

/**
 * The theme the live previews are shown in. It lives on <html> as an attribute (the scoped
 * stylesheet has one variable rule per preset keyed on it, and a script in <head> restores it
 * from localStorage before the page paints), so every preview on every page follows it.
 */
const listeners = new Set<() => void>();

function currentTheme(): string {
  return document.documentElement.getAttribute(THEME_ATTRIBUTE) ?? DEFAULT_THEME.name;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Shows the previews in `name` and remembers it; storage that is missing or full is ignored. */
export function choosePreviewTheme(name: string): void {
  const root = document.documentElement;
  if (name === DEFAULT_THEME.name) root.removeAttribute(THEME_ATTRIBUTE);
  else root.setAttribute(THEME_ATTRIBUTE, name);
  try {
    if (name === DEFAULT_THEME.name) localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, name);
  } catch {
    // Private mode or storage turned off: the choice lasts for this page only.
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A choice made in another tab of the site.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    if (event.newValue) document.documentElement.setAttribute(THEME_ATTRIBUTE, event.newValue);
    else document.documentElement.removeAttribute(THEME_ATTRIBUTE);
    notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The chosen theme's name; `default` in the server render. */
export function usePreviewTheme(): string {
  return useSyncExternalStore(subscribe, currentTheme, () => DEFAULT_THEME.name);
}
