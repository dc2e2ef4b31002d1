import type {ComponentDoc} from '../../types/docs';

const doc: ComponentDoc = {
  name: 'Checkbox',
  group: 'inputs',
  exports: ['Checkbox'],
  summary: 'Select options or items where several can be on at once and the choice is applied later.',
  purpose: [
    'A Checkbox marks something as chosen: series to export, options in a dialog, rows of a list. Nothing happens until the reader confirms with a button, which is the difference from a Switch.',
    'It is Radix Checkbox, a 16 px box with a check mark. onCheckedChange receives true, false or "indeterminate", so compare with true.',
  ],
  choose: [
    {instead: 'switch', when: 'when the choice is confirmed later, or when several items of a list are selected.'},
  ],
  pickers: [
    {
      prop: 'state',
      label: 'State',
      kind: 'state',
      initial: 'unchecked',
      options: [
        {value: 'unchecked', description: 'An empty box.'},
        {value: 'checked', code: 'defaultChecked', description: 'Filled with the check mark.'},
        {value: 'disabled', code: 'disabled', description: 'Dimmed; cannot be changed.'},
      ],
    },
  ],
  examples: [
    {
      id: 'SeriesToExport',
      title: 'Series to export',
      description: 'Several series ticked, then one Export button; the button stays disabled while nothing is chosen.',
    },
    {
      id: 'DialogOption',
      title: 'Dialog option',
      description: 'A single option in a dialog body, applied when the dialog is confirmed.',
    },
  ],
  props: [
    {
      part: 'Checkbox',
      props: [
        {
          name: 'checked',
          type: "boolean | 'indeterminate'",
          description: 'The controlled state.',
          passthrough: 'Radix Checkbox',
        },
        {
          name: 'defaultChecked',
          type: 'boolean',
          description: 'The first state when uncontrolled.',
          passthrough: 'Radix Checkbox',
        },
        {
          name: 'onCheckedChange',
          type: "(checked: boolean | 'indeterminate') => void",
          description: 'Called when it is ticked or cleared.',
          passthrough: 'Radix Checkbox',
        },
        {name: 'disabled', type: 'boolean', description: 'Cannot be changed.', passthrough: 'Radix Checkbox'},
        {name: 'id', type: 'string', description: 'Lets a Label name it.', passthrough: 'Radix Checkbox'},
        {name: 'className', type: 'string', description: 'Extra Tailwind classes.'},
      ],
    },
  ],
  keyboard: [
    {keys: 'Tab', action: 'Moves focus to the box.'},
    {keys: 'Space', action: 'Ticks or clears it (Enter does not, as for a native checkbox).'},
  ],
  accessibility: ['Announced as a checkbox with its state: “S2 PET AC, checkbox, not checked”. Name it with a Label.'],
};

export default doc;
