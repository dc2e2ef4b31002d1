/**
 * The theme tokens of `@ohif/ui-next` and when to use each. Values are not listed here: the
 * ohif-ui plugin reads them, for the default theme and every preset, from the installed package.
 */
export type ColorToken = {
  /** Token name; the CSS variable is `--<name>` and the Tailwind colour `<name>`. */
  name: string;
  usage: string;
};

export type ColorGroup = {title: string; tokens: ColorToken[]};

export const COLOR_GROUPS: ColorGroup[] = [
  {
    title: 'Surfaces and text',
    tokens: [
      {name: 'background', usage: 'Page and viewport background: the black behind everything.'},
      {name: 'foreground', usage: 'Default text and icons on background.'},
      {name: 'card', usage: 'Raised surfaces such as cards and dialogs.'},
      {name: 'card-foreground', usage: 'Text on card.'},
      {name: 'popover', usage: 'Menus, select lists, tooltips; also the selected data row.'},
      {name: 'popover-foreground', usage: 'Text on popover.'},
      {name: 'muted', usage: 'Panel section bodies and unselected rows.'},
      {name: 'muted-foreground', usage: 'Secondary text: labels, row titles, helper text.'},
    ],
  },
  {
    title: 'Actions and emphasis',
    tokens: [
      {name: 'primary', usage: 'Main actions, active states, links, icon colour in panels.'},
      {name: 'primary-foreground', usage: 'Text on primary.'},
      {name: 'secondary', usage: 'Secondary buttons and quieter filled controls.'},
      {name: 'secondary-foreground', usage: 'Text on secondary; also detail lines of data rows.'},
      {name: 'accent', usage: 'Hover background of menu items and section headers.'},
      {name: 'accent-foreground', usage: 'Text on accent.'},
      {name: 'highlight', usage: 'The selected item: number box and title of the selected row.'},
      {name: 'destructive', usage: 'Delete and other actions that lose data.'},
      {name: 'destructive-foreground', usage: 'Text on destructive.'},
    ],
  },
  {
    title: 'Lines and focus',
    tokens: [
      {name: 'border', usage: 'Default border colour (dividers, separators).'},
      {name: 'input', usage: 'Borders of inputs, selects and cards.'},
      {name: 'ring', usage: 'Keyboard focus ring.'},
      {name: 'neutral', usage: 'Neutral greys for inactive chrome.'},
      {name: 'neutral-light', usage: 'Light neutral text on dark surfaces.'},
      {name: 'neutral-dark', usage: 'Dark neutral fills.'},
    ],
  },
  {
    title: 'Charts',
    tokens: [1, 2, 3, 4, 5].map((step) => ({name: `chart-${step}`, usage: `Series ${step} of charts and histograms.`})),
  },
];

export type TypeStep = {
  /** Tailwind class; the size itself is read from the package's stylesheet at build time. */
  className: string;
  usage: string;
};

export const TYPE_SCALE: TypeStep[] = [
  {className: 'text-xxs', usage: 'Viewport overlay fine print.'},
  {className: 'text-xs', usage: 'Slider labels, captions, hints.'},
  {className: 'text-sm', usage: 'Secondary lines, toasts, tooltips.'},
  {className: 'text-base', usage: 'Body text of panels, inputs, buttons and rows (the default).'},
  {className: 'text-lg', usage: 'Panel and dialog headings.'},
  {className: 'text-xl', usage: 'Large headings in dialogs and the study list.'},
  {className: 'text-2xl', usage: 'Page titles and empty states.'},
];
