import {measureContrast, type ContrastCheck} from './contrast';

/**
 * Accessibility defects of @ohif/ui-next itself, as axe reports them on our pages, which show
 * the components as published. One list serves two readers: each component page lists its
 * defects under "Keyboard and accessibility", and the browser tests excuse exactly these axe
 * findings, inside the library's output only (tests/e2e/support/libraryFindings.ts).
 */
export type LibraryFinding = {
  /** Stable id, also the key of its contrast figures. */
  id: string;
  /** A few words for the page's list: what is wrong. */
  title: string;
  /**
   * Component pages (slugs) that list the defect; the first is the component at fault, the
   * others show it inside their own previews (CinePlayer renders a Numeric).
   */
  components: string[];
  /** The axe rule that reports it. */
  rule: string;
  /** How the tests recognise the node: its selector or the HTML of its opening tag. */
  node: RegExp;
  /**
   * The component turns up inside other components and patterns (a default Button in a
   * dialog's footer), so the tests excuse the finding on every page, not only on `components`.
   */
  turnsUpElsewhere?: boolean;
  /** What is wrong, in plain words, without figures (they follow from `contrast`). */
  defect: string;
  /** Text on background pairs that fail, measured with the package's own theme values. */
  contrast?: ContrastCheck[];
  /** What a viewer developer can do about it. */
  remedy: string;
  /** Pairs that the remedy offers instead, measured the same way. */
  remedyContrast?: ContrastCheck[];
  /** A page of this site that helps with the remedy. */
  seeAlso?: {to: string; label: string};
};

const primaryText = {token: 'primary-foreground'};
const buttonFill = {token: 'primary', alpha: 0.85};

export const LIBRARY_FINDINGS: LibraryFinding[] = [
  {
    id: 'button-default-contrast',
    title: 'Text contrast of the default variant',
    components: ['button'],
    rule: 'color-contrast',
    node: /bg-primary\\?\/85/,
    turnsUpElsewhere: true,
    defect:
      'The default variant puts near-white text (primary-foreground) on the primary blue at 85 % opacity, and on full primary while hovered. Both are too light a blue for that text to reach 4.5:1.',
    contrast: [
      {where: 'on black, the viewer’s background', text: primaryText, behind: 'background', fills: [buttonFill]},
      {where: 'on the popover colour, in menus and dialogs', text: primaryText, behind: 'popover', fills: [buttonFill]},
      {where: 'while hovered', text: primaryText, behind: 'background', fills: [{token: 'primary'}]},
    ],
    remedy:
      'A class on one button cannot fix it: the colours are the theme’s --primary and --primary-foreground, and even full primary fails. Where the label must be read, use the secondary variant; to keep the default look, give your theme a darker --primary (or a dark --primary-foreground) and check the pair’s contrast before you ship it.',
    seeAlso: {to: '/colors-and-type', label: 'Colors and type'},
    remedyContrast: [
      {
        where: 'for the secondary variant on black',
        text: {token: 'secondary-foreground'},
        behind: 'background',
        fills: [{token: 'secondary', alpha: 0.85}],
      },
    ],
  },
  {
    id: 'data-row-hidden-contrast',
    title: 'Text contrast of a hidden row',
    components: ['data-row'],
    rule: 'color-contrast',
    node: /\.opacity-60 |opacity-60/,
    turnsUpElsewhere: true,
    defect:
      'A hidden row (isVisible false) is dimmed to 60 % opacity as a whole, which takes its number and title below AA. The crossed eye marks the row as hidden as well.',
    contrast: [
      {
        where: 'for the title of an unselected hidden row',
        text: {token: 'muted-foreground'},
        behind: 'background',
        fills: [{token: 'muted'}],
        opacity: 0.6,
      },
    ],
    remedy:
      'DataRow merges its className after its own classes, so className="opacity-80" replaces the dimming with a lighter one (the segmentation table does this for rows of an inactive segmentation).',
    remedyContrast: [
      {
        where: 'for the same title at opacity-80',
        text: {token: 'muted-foreground'},
        behind: 'background',
        fills: [{token: 'muted'}],
        opacity: 0.8,
      },
    ],
  },
  {
    id: 'slider-thumb-name',
    title: 'The slider thumb has no name',
    components: ['slider', 'numeric', 'double-slider'],
    rule: 'aria-input-field-name',
    node: /role="slider"/,
    turnsUpElsewhere: true,
    defect:
      'The thumb (role slider) has no accessible name: the library renders it itself and passes none of your props to it, so aria-label on the Slider lands on its outer element, not on the thumb. A screen reader hears “60, slider”.',
    remedy:
      'Put the setting’s name in visible text right before the slider. Where a screen reader must hear the name on the thumb, build the slider from @radix-ui/react-slider with aria-label on its Thumb.',
  },
  {
    id: 'cine-player-button-names',
    title: 'Play/pause and close have no name',
    components: ['cine-player'],
    rule: 'button-name',
    node: /data-cy="cine-player-/,
    turnsUpElsewhere: true,
    defect:
      'Play/pause and close are icon-only buttons with neither text nor aria-label, and CinePlayer has no prop to name them: a screen reader hears “button”.',
    remedy:
      'Offer a named control that does the same: in the viewer, the toolbar’s cine button starts and stops playback and is named.',
  },
  {
    id: 'numeric-stepper-button-names',
    title: 'The stepper buttons have no name',
    components: ['numeric', 'cine-player'],
    rule: 'button-name',
    node: /data-cy="undefined-btn"/,
    defect:
      'Numeric.NumberStepper’s minus and plus buttons are icons without a name (their data-cy even reads “undefined-btn”).',
    remedy:
      'The field between them takes a typed number, so keyboard users have another way in; name the setting in visible text next to the stepper.',
  },
  {
    id: 'numeric-field-label',
    title: 'The number fields have no label',
    components: ['numeric', 'cine-player'],
    rule: 'label',
    node: /<input/,
    defect:
      'The number fields Numeric renders have no label and accept none: Numeric.Label is a plain element, not a <label> tied to the field.',
    remedy:
      'Wrap the control in an element with role="group" and an aria-label that names the setting, so a screen reader announces the name on entering it.',
  },
  {
    id: 'double-slider-field-label',
    title: 'The number fields have no label',
    components: ['double-slider'],
    rule: 'label',
    node: /<input/,
    defect: 'With showNumberInputs, the two number fields have no label and DoubleSlider takes none for them.',
    remedy: 'Wrap it in an element with role="group" and an aria-label that names the range.',
  },
  {
    id: 'cine-player-nested-interactive',
    title: 'Controls inside a button',
    components: ['cine-player'],
    rule: 'nested-interactive',
    node: /aria-controls="radix-/,
    defect:
      'The frame-rate stepper (two buttons and a field) sits inside the element that opens the frame-rate popover, itself a role="button": controls inside a button are hard to reach and announce.',
    remedy: 'No prop changes it. The frame-rate slider in the popover reaches the same setting.',
  },
  {
    id: 'combobox-button-name',
    title: 'The field has no name',
    components: ['combobox'],
    rule: 'button-name',
    node: /role="combobox"/,
    defect:
      'The trigger is a button given role combobox, and a combobox takes no name from its text, so the field has no name. Combobox takes only data and placeholder, so there is no aria-label to pass on.',
    remedy:
      'Where the field needs a name, compose it yourself from Popover, Button and the Command parts, as Combobox does, and give the button an aria-label.',
  },
  {
    id: 'tool-button-list-chevron-name',
    title: 'The chevron has no name',
    components: ['tool-button-list'],
    rule: 'button-name',
    node: /aria-haspopup="menu"/,
    defect:
      'The chevron that opens the list is an icon-only button without a name: a screen reader hears “button, collapsed, has menu”.',
    remedy:
      'No prop names it. The front ToolButton is named by its label; where screen-reader users need the other tools of the list, offer them another named way in too, such as a hotkey.',
  },
];

/** The findings a component page lists, in the order above. */
export function findingsOf(slug: string): LibraryFinding[] {
  return LIBRARY_FINDINGS.filter((finding) => finding.components.includes(slug));
}

/** Every finding's measured ratios, keyed by id: `contrast` first, then `remedyContrast`. */
export type FindingFigures = Record<string, {contrast: number[]; remedy: number[]}>;

export function findingFigures(variables: Record<string, string>): FindingFigures {
  return Object.fromEntries(
    LIBRARY_FINDINGS.filter((finding) => finding.contrast || finding.remedyContrast).map((finding) => [
      finding.id,
      {
        contrast: (finding.contrast ?? []).map((check) => measureContrast(variables, check)),
        remedy: (finding.remedyContrast ?? []).map((check) => measureContrast(variables, check)),
      },
    ]),
  );
}
