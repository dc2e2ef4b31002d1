/**
 * What the browser side of the theme picker shares with the build: kept free of imports so the
 * pages can use it without pulling the plugin's build-time code into their bundle.
 */

/** One choice of the theme picker. */
export type ThemeChoice = {name: string; label: string};

export const DEFAULT_THEME: ThemeChoice = {name: 'default', label: 'Default'};

/** Attribute on <html> naming the chosen preset; absent for the default theme. */
export const THEME_ATTRIBUTE = 'data-ohif-theme';

/** localStorage key of the chosen preset. */
export const THEME_STORAGE_KEY = 'ohif-preview-theme';
