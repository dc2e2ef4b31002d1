import type {ComponentDoc} from '../../types/docs';

const doc: ComponentDoc = {
  name: 'Button',
  group: 'inputs',
  exports: ['Button'],
  summary: 'The clickable action of every panel, dialog and form, in six variants and four sizes.',
  purpose: [
    'Every clickable action in the viewer that is not a toolbar tool is a Button: the Save and Cancel pair at the foot of a dialog, "Add segment" in the segmentation panel, "Export" under the measurement list, the small icon buttons on a panel header. The variant says how important the action is, the size fits it into a dense panel.',
    'It renders a native <button>, so it gets focus, Enter and Space for free. With asChild it passes its look on to its single child instead, which is how a link or a Radix trigger is made to look like a button.',
  ],
  choose: [
    {
      instead: 'tool-button',
      when: 'for an action in a panel or dialog. A ToolButton is for a viewport tool in the toolbar: it has an active state, a tooltip built in and reports its commands.',
    },
    {instead: 'toggle', when: 'when the action runs once. A Toggle stays pressed and reports an on/off state.'},
    {
      instead: 'dropdown-menu',
      when: 'for one or two actions. Put a third, rarer action and beyond behind a "More" menu.',
    },
  ],
  pickers: [
    {
      prop: 'variant',
      label: 'Variant',
      kind: 'variant',
      initial: 'default',
      options: [
        {value: 'default', description: 'The main action of a dialog or panel; one per view.'},
        {value: 'secondary', description: 'Every other action next to the main one, such as Cancel.'},
        {value: 'ghost', description: 'No background until hovered: icon buttons and header actions.'},
        {value: 'link', description: 'Looks like a link, for an inline action inside text.'},
        {value: 'outline', description: 'A border only: a visible action that should not compete with the main one.'},
        {value: 'destructive', description: 'Deletes or discards data.'},
      ],
    },
    {
      prop: 'size',
      label: 'Size',
      kind: 'size',
      initial: 'default',
      options: [
        {value: 'default', description: '28 px high, for dialogs and forms.'},
        {value: 'sm', description: '24 px high, for rows and panel headers.'},
        {value: 'lg', description: '36 px high, for a page-level action.'},
        {value: 'icon', description: 'A 24 px square for one icon; needs an aria-label.'},
      ],
    },
    {
      prop: 'state',
      label: 'State',
      kind: 'state',
      initial: 'enabled',
      options: [
        {value: 'enabled', description: 'Ready to use.'},
        {value: 'disabled', code: 'disabled', description: 'Greyed out, out of the tab order, clicks ignored.'},
      ],
    },
  ],
  examples: [
    {
      id: 'DialogFooterButtons',
      title: 'Dialog footer',
      description:
        'Confirming a deletion: Cancel as secondary, the destructive action last, as in the viewer’s delete-segmentation confirmation.',
      viewerSource: 'platform/ui-next/src/components/FooterAction/FooterAction.tsx',
    },
    {
      id: 'PanelHeaderActions',
      title: 'Panel header actions',
      description:
        'Ghost buttons in a panel header: a small text button with an icon, and an icon-only settings button with its own name.',
      viewerSource: 'platform/ui-next/src/components/SegmentationTable/AddSegmentRow.tsx',
    },
    {
      id: 'DisabledUntilReady',
      title: 'Disabled until ready',
      description:
        'Export stays disabled until there is something to export, like the export actions of the segmentation panel.',
    },
  ],
  props: [
    {
      part: 'Button',
      props: [
        {
          name: 'variant',
          type: "'default' | 'secondary' | 'ghost' | 'link' | 'outline' | 'destructive'",
          default: "'default'",
          description: 'How much weight the action has.',
        },
        {
          name: 'size',
          type: "'default' | 'sm' | 'lg' | 'icon'",
          default: "'default'",
          description: 'Height 28, 24 or 36 px, or a 24 px square for an icon.',
        },
        {
          name: 'asChild',
          type: 'boolean',
          default: 'false',
          description: 'Renders your single child element with the button’s classes and props instead of a <button>.',
        },
        {name: 'dataCY', type: 'string', description: 'Sets data-cy for end-to-end tests; defaults to "<name>-btn".'},
        {
          name: 'disabled',
          type: 'boolean',
          default: 'false',
          description: 'Greys the button out and ignores clicks.',
          passthrough: 'the <button> element',
        },
        {
          name: 'onClick',
          type: '(event: MouseEvent) => void',
          description: 'Runs the action.',
          passthrough: 'the <button> element',
        },
        {
          name: 'className',
          type: 'string',
          description: 'Extra Tailwind classes, merged after the variant’s (later classes win).',
        },
      ],
    },
  ],
  keyboard: [
    {keys: 'Tab', action: 'Moves focus to the button (skipped when disabled).'},
    {keys: 'Enter / Space', action: 'Clicks it.'},
  ],
  accessibility: [
    'A screen reader announces the text as a button: “Add segment, button”.',
    'An icon-only button (size="icon") has no text: give it aria-label, or the reader hears only “button”.',
    'A disabled button leaves the tab order, so explain nearby why an action is unavailable if it is not obvious.',
  ],
};

export default doc;
