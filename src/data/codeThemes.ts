import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * Syntax colours with AA contrast on their own background. VS Light passes except for
 * attribute names, whose pure red is darkened; Oceanic Next passes as it is.
 */
export const lightCodeTheme: PrismTheme = {
  ...themes.vsLight,
  styles: themes.vsLight.styles.map((entry) =>
    entry.types.includes('attr-name') ? {...entry, style: {...entry.style, color: 'rgb(176, 0, 0)'}} : entry,
  ),
};

export const darkCodeTheme: PrismTheme = themes.oceanicNext;
