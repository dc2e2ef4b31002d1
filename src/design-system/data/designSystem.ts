/** The design-system pages: the sections the landing page links to, and the patterns. */
export type DesignLink = {
  title: string;
  to: string;
  description: string;
};

/** A pattern page, and the component pages (slugs) it is built from. */
export type PatternLink = DesignLink & {parts: string[]};

export const DESIGN_SECTIONS: DesignLink[] = [
  {
    title: 'Component list',
    to: '/components-list',
    description:
      'One page per component a panel, dialog or toolbar uses: variants live, viewer examples, usage, props and keys.',
  },
  {
    title: 'Colors and type',
    to: '/colors-and-type',
    description: 'The theme tokens behind every colour class, their values and when to use them, and the type scale.',
  },
  {
    title: 'Patterns',
    to: '/patterns',
    description:
      'Whole panels built from the components: segmentation, measurements, TMTV, a split panel and data rows.',
  },
];

export const PATTERNS: PatternLink[] = [
  {
    title: 'Segmentation panel',
    to: '/patterns/patterns-segmentation',
    parts: ['panel-section', 'dropdown-menu', 'select', 'toggle', 'slider', 'switch', 'button', 'data-row'],
    description: 'A segmentation picker with its actions menu, appearance settings and the list of segments.',
  },
  {
    title: 'Measurements panel',
    to: '/patterns/patterns-measurements',
    parts: ['panel-section', 'badge', 'data-row', 'button', 'toast'],
    description: 'Tracked measurements with their values, selection, per-row actions and export.',
  },
  {
    title: 'TMTV panel',
    to: '/patterns/patterns-tmtv',
    parts: ['panel-section', 'select', 'slider', 'input', 'button', 'data-row', 'toast'],
    description: 'Total metabolic tumour volume: threshold settings, regions of interest and their summed volume.',
  },
  {
    title: 'Split panel',
    to: '/patterns/patterns-split-panel',
    parts: ['resizable', 'tabs', 'scroll-area', 'button'],
    description: 'A study browser and a viewport side by side, with a handle that resizes them.',
  },
  {
    title: 'Data rows',
    to: '/patterns/DataRowExample',
    parts: ['data-row', 'tooltip'],
    description: 'Every state of the row used by segment and measurement lists: selected, hidden, locked, with status.',
  },
];
