import type {ComponentDoc} from '../../types/docs';

const doc: ComponentDoc = {
  name: 'Toggle and ToggleGroup',
  group: 'inputs',
  exports: ['Toggle', 'ToggleGroup', 'ToggleGroupItem'],
  summary: 'Buttons that stay pressed: one option on or off, or one or several options from a row of icons.',
  purpose: [
    'A Toggle is a button with a pressed state, usually an icon: pin a panel, show an overlay. A ToggleGroup is a row of such buttons where type="single" keeps one pressed (a display mode) and type="multiple" any number.',
    'Both are Radix primitives styled by one variant table, so a group’s variant and size apply to all its items.',
  ],
  choose: [
    {
      instead: 'switch',
      when: 'when the option is best shown as an icon in a row of controls; a Switch needs a text label.',
    },
    {instead: 'tabs', when: 'when the choice only sets a value and nothing below changes with it.'},
    {instead: 'tool-button', when: 'inside a panel. In the main toolbar, tools are ToolButtons.'},
  ],
  pickers: [
    {
      prop: 'variant',
      label: 'Variant',
      kind: 'variant',
      part: 'Toggle',
      initial: 'default',
      options: [
        {value: 'default', code: '', description: 'No border; a tint marks the pressed state.'},
        {value: 'outline', description: 'A border around each toggle, for groups that need clear edges.'},
      ],
    },
    {
      prop: 'size',
      label: 'Size',
      kind: 'size',
      part: 'Toggle',
      initial: 'default',
      options: [
        {value: 'default', code: '', description: '24 × 28 px, fits one icon in a panel row.'},
        {value: 'sm', description: '32 px high with padding, for a word.'},
        {value: 'lg', description: '40 px high, for a larger icon.'},
      ],
    },
    {
      prop: 'state',
      label: 'State',
      kind: 'state',
      initial: 'off',
      options: [
        {value: 'off', description: 'Not pressed.'},
        {value: 'pressed', code: 'defaultPressed', description: 'Pressed: tinted and highlighted.'},
        {value: 'disabled', code: 'disabled', description: 'Cannot be pressed.'},
      ],
    },
  ],
  examples: [
    {id: 'PinPanel', title: 'Pin a panel', description: 'A single toggle whose icon follows its state.'},
    {
      id: 'DisplayModeGroup',
      title: 'Display mode group',
      description: 'A single-choice group of three icons; an empty value is ignored so one mode always stays on.',
      viewerSource: 'platform/ui-next/src/components/SegmentationTable/SegmentationTableConfig.tsx',
    },
  ],
  props: [
    {
      part: 'Toggle',
      props: [
        {
          name: 'variant',
          type: "'default' | 'outline'",
          description: 'Border or not; the variant table’s default is default.',
        },
        {name: 'size', type: "'default' | 'sm' | 'lg'", description: 'Height of the toggle; default is 24 × 28 px.'},
        {name: 'pressed', type: 'boolean', description: 'The controlled state.', passthrough: 'Radix Toggle'},
        {
          name: 'defaultPressed',
          type: 'boolean',
          description: 'The first state when uncontrolled.',
          passthrough: 'Radix Toggle',
        },
        {
          name: 'onPressedChange',
          type: '(pressed: boolean) => void',
          description: 'Called when it is pressed or released.',
          passthrough: 'Radix Toggle',
        },
        {
          name: 'disabled',
          type: 'boolean',
          default: 'false',
          description: 'Greys it out; it cannot be pressed or focused.',
          passthrough: 'Radix Toggle',
        },
      ],
    },
    {
      part: 'ToggleGroup',
      props: [
        {
          name: 'type',
          type: "'single' | 'multiple'",
          description: 'Required: one pressed value (a string) or several (an array).',
        },
        {
          name: 'value',
          type: 'string | string[]',
          description: 'The controlled value; "" or [] when nothing is pressed.',
          passthrough: 'Radix ToggleGroup',
        },
        {
          name: 'onValueChange',
          type: '(value: string | string[]) => void',
          description: 'Called with the new value.',
          passthrough: 'Radix ToggleGroup',
        },
        {name: 'variant', type: "'default' | 'outline'", description: 'Applied to every item.'},
        {name: 'size', type: "'default' | 'sm' | 'lg'", description: 'Applied to every item.'},
      ],
    },
    {
      part: 'ToggleGroupItem',
      props: [
        {
          name: 'value',
          type: 'string',
          description: 'Required: the value this item stands for.',
          passthrough: 'Radix ToggleGroup.Item',
        },
        {name: 'variant', type: "'default' | 'outline'", description: 'Used only when the group sets no variant.'},
        {name: 'size', type: "'default' | 'sm' | 'lg'", description: 'Used only when the group sets no size.'},
      ],
    },
  ],
  keyboard: [
    {keys: 'Space / Enter', action: 'Presses or releases the focused toggle.'},
    {keys: 'Arrow keys', action: 'In a ToggleGroup: move between items (one tab stop for the group).'},
  ],
  accessibility: [
    'A Toggle is a button with aria-pressed: “Pin panel, toggle button, not pressed”. Icon-only toggles need aria-label.',
    'A single-choice ToggleGroup is a radio group (“Outline only, radio button, checked”); name the group with aria-label.',
  ],
};

export default doc;
