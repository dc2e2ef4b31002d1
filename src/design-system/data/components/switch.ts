import type {ComponentDoc} from '../../types/docs';

const doc: ComponentDoc = {
  name: 'Switch',
  group: 'inputs',
  exports: ['Switch'],
  summary: 'An on/off setting that takes effect as soon as it is flipped.',
  purpose: [
    'A Switch is a setting, not a selection: showing inactive segmentations, syncing changes across viewports, filtering a list. The change applies at once; there is no Save button after it.',
    'It is Radix Switch with the library’s colours, 16 px high. Pair it with a Label through id and htmlFor.',
  ],
  choose: [
    {
      instead: 'checkbox',
      when: 'when the change applies immediately. Use a Checkbox when choices are collected and confirmed later, or when several items are selected in a list.',
    },
    {
      instead: 'toggle',
      when: 'when the setting has a text name. A Toggle is a pressed/unpressed button, usually an icon in a toolbar row.',
    },
  ],
  pickers: [
    {
      prop: 'state',
      label: 'State',
      kind: 'state',
      initial: 'off',
      options: [
        {value: 'off', description: 'Unchecked: the track is dim.'},
        {value: 'on', code: 'defaultChecked', description: 'Checked: the track takes the primary colour.'},
        {value: 'disabled', code: 'disabled', description: 'Cannot be flipped.'},
      ],
    },
  ],
  examples: [
    {
      id: 'AppearanceSettings',
      title: 'Appearance settings',
      description: 'Two settings of the segmentation panel, each a Label and a Switch on one row.',
      viewerSource: 'platform/ui-next/src/components/SegmentationTable/SegmentationTableConfig.tsx',
    },
    {id: 'FilterSwitch', title: 'List filter', description: 'A switch that narrows the list below it at once.'},
  ],
  props: [
    {
      part: 'Switch',
      props: [
        {
          name: 'checked',
          type: 'boolean',
          description: 'The controlled state; pair it with onCheckedChange.',
          passthrough: 'Radix Switch',
        },
        {
          name: 'defaultChecked',
          type: 'boolean',
          description: 'The first state when uncontrolled.',
          passthrough: 'Radix Switch',
        },
        {
          name: 'onCheckedChange',
          type: '(checked: boolean) => void',
          description: 'Called when it is flipped.',
          passthrough: 'Radix Switch',
        },
        {name: 'disabled', type: 'boolean', description: 'Cannot be flipped.', passthrough: 'Radix Switch'},
        {name: 'id', type: 'string', description: 'Lets a Label name it with htmlFor.', passthrough: 'Radix Switch'},
        {name: 'className', type: 'string', description: 'Extra Tailwind classes.'},
      ],
    },
  ],
  keyboard: [
    {keys: 'Tab', action: 'Moves focus to the switch.'},
    {keys: 'Space / Enter', action: 'Flips it.'},
  ],
  accessibility: [
    'Announced as a switch with its state: “Sync viewports, switch, off”. The name comes from its Label (or aria-label).',
  ],
};

export default doc;
