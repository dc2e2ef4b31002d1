/**
 * The shape of a component page's data entry (src/design-system/data/components/<slug>.ts). The
 * entry holds everything a page shows as static HTML; the live parts live in the example file of
 * the same name (src/design-system/examples/<slug>.tsx).
 */

/** Sidebar groups, in the order the sidebar and the overview show them. */
export const COMPONENT_GROUPS = {
  inputs: 'Inputs',
  overlays: 'Overlays',
  'data-display': 'Data display',
  layout: 'Layout',
  'viewer-pieces': 'Viewer pieces',
} as const;

export type ComponentGroup = keyof typeof COMPONENT_GROUPS;

export type PropDoc = {
  name: string;
  type: string;
  /** Omitted when the prop has no default (undefined). */
  default?: string;
  description: string;
  /**
   * Set when the library's wrapper does not read the prop itself but hands it to the primitive
   * underneath (Radix, react-resizable-panels, sonner): named here, e.g. 'Radix Dialog'. The
   * facts test then only checks that the name occurs in the bundle.
   */
  passthrough?: string;
};

/** The props of one exported part (Dialog, DialogContent…). */
export type PartDoc = {
  /** Export name, as imported from '@ohif/ui-next'. */
  part: string;
  props: PropDoc[];
};

/** One option of a picker: a value of the prop, and what it is for. */
export type PickerOption = {
  value: string;
  description: string;
  /**
   * What the option means in the snippet under the preview: the JSX attributes it stands for
   * (`disabled`, `checked={true}`), '' for none. Without it, a picker that sets a documented prop
   * writes `prop="value"` (left out at the prop's default), and a state picker writes nothing.
   */
  code?: string;
};

/**
 * A control above the live preview that sets one prop. The preview function of the example
 * file receives the chosen values, by prop name.
 */
export type Picker = {
  /** The prop it sets; also the key of the value the preview receives. */
  prop: string;
  /** Which export the prop belongs to (the page's main export when left out). */
  part?: string;
  label: string;
  /** 'variant' and 'size' pickers name values of the library; 'state' pickers name our states. */
  kind: 'variant' | 'size' | 'state';
  options: PickerOption[];
  /** The option selected first (the library's default for variant and size). */
  initial: string;
};

export type ExampleDoc = {
  /** Named export of the example file that renders it. */
  id: string;
  title: string;
  /** What the example shows, and where the viewer has the same thing. */
  description: string;
  /** Source file in the OHIF viewer repository the example is modelled on. */
  viewerSource?: string;
};

export type KeyDoc = {keys: string; action: string};

/**
 * A prop the package reads that the page leaves out on purpose. The reason is shown nowhere
 * else, so it says why a viewer developer does not need the prop.
 */
export type OmittedProp = {part: string; name: string; why: string};

/**
 * Taken by nearly every part and passed on to the element underneath (`className` added to the
 * part's own classes), as the props section of each page says; a table lists them only where
 * they do something more.
 */
export const CONVENTIONAL_PROPS: readonly string[] = ['className', 'children'];

/** One part of a compound component, with the parts that go inside it. */
export type AnatomyPart = {
  /** As written in JSX (`Numeric.Container`), or a few words for a part the component adds itself. */
  name: string;
  /** One line: what the part is and does. */
  role: string;
  /** The component renders this part itself; you do not write it. */
  automatic?: boolean;
  children?: AnatomyPart[];
};

export type ComponentDoc = {
  /** Page name, usually the main export. */
  name: string;
  group: ComponentGroup;
  /** Named exports of '@ohif/ui-next' the page documents; the first is the main one. */
  exports: string[];
  /** One sentence, for the overview and the page's description. */
  summary: string;
  /** What it is for in the viewer (paragraphs). */
  purpose: string[];
  /** When to pick it over a neighbour: the neighbour's slug and the reason. */
  choose: Array<{instead: string; when: string}>;
  pickers: Picker[];
  examples: ExampleDoc[];
  props: PartDoc[];
  /** Props the package reads that the tables leave out, with the reason. */
  omitted?: OmittedProp[];
  keyboard: KeyDoc[];
  /** What a screen reader hears, and what the author must add. */
  accessibility: string[];
  /** How the parts of a compound component nest (rendered as a tree). */
  anatomy?: AnatomyPart[];
};

/** An entry with its slug, which is its file name and the last part of its route. */
export type ComponentEntry = ComponentDoc & {slug: string};
