import type {ComponentDoc} from '../../types/docs';

const doc: ComponentDoc = {
  name: 'Input',
  group: 'inputs',
  exports: ['Input'],
  summary: 'A single-line text or number field, 28 px high to fit dense panels.',
  purpose: [
    'Input is the viewer’s text field: renaming a segment or a measurement, typing a series description before an export, entering a threshold. It is a styled native <input>, so every native attribute (type, value, onChange, placeholder, min, max, step) works as usual.',
    'It takes the full width of its container; set a width with className when it sits next to a label on one row.',
  ],
  choose: [
    {
      instead: 'numeric',
      when: 'for free text, or a single number typed once. Numeric adds steppers, a slider or a range around the number and keeps them in sync.',
    },
    {
      instead: 'combobox',
      when: 'when any text is allowed. A Combobox makes the reader pick from a list, with typing only to filter it.',
    },
  ],
  pickers: [
    {
      prop: 'type',
      label: 'Type',
      kind: 'state',
      initial: 'text',
      options: [
        {value: 'text', description: 'Names and descriptions.'},
        {value: 'number', description: 'A number, with the browser’s arrow keys for stepping.'},
        {value: 'search', description: 'A filter box; the browser may add a clear button.'},
      ],
    },
    {
      prop: 'state',
      label: 'State',
      kind: 'state',
      initial: 'enabled',
      options: [
        {value: 'enabled', description: 'Editable.'},
        {value: 'disabled', code: 'disabled', description: 'Dimmed, not focusable, not submitted.'},
      ],
    },
  ],
  examples: [
    {
      id: 'RenameField',
      title: 'Rename field',
      description: 'The field of the dialog that renames a segment or a measurement, filled with the current name.',
      viewerSource: 'platform/ui-next/src/components/OHIFDialogs/InputDialog.tsx',
    },
    {
      id: 'ThresholdValue',
      title: 'Threshold value',
      description: 'A narrow number field on the same row as its label, as in the TMTV panel’s threshold settings.',
      viewerSource: 'extensions/tmtv/src/Panels/PanelROIThresholdSegmentation/ROIThresholdConfiguration.tsx',
    },
  ],
  props: [
    {
      part: 'Input',
      props: [
        {
          name: 'type',
          type: 'string',
          default: "'text'",
          description: 'The native input type: text, number, search, password…',
          passthrough: 'the <input> element',
        },
        {
          name: 'value',
          type: 'string | number',
          description: 'The controlled value; pair it with onChange.',
          passthrough: 'the <input> element',
        },
        {
          name: 'onChange',
          type: '(event: ChangeEvent<HTMLInputElement>) => void',
          description: 'Called on every keystroke.',
          passthrough: 'the <input> element',
        },
        {
          name: 'placeholder',
          type: 'string',
          description: 'A hint while the field is empty; it does not replace a label.',
          passthrough: 'the <input> element',
        },
        {
          name: 'disabled',
          type: 'boolean',
          default: 'false',
          description: 'Dims the field and ignores input.',
          passthrough: 'the <input> element',
        },
        {name: 'className', type: 'string', description: 'Extra Tailwind classes, such as a width (w-20).'},
      ],
    },
  ],
  keyboard: [
    {keys: 'Tab', action: 'Moves into and out of the field.'},
    {keys: 'Arrow Up / Arrow Down', action: 'With type="number": steps the value by step.'},
  ],
  accessibility: [
    'The field has no built-in name. Name it with a Label whose htmlFor is the input’s id, or with aria-label when a visible label would repeat the context; a screen reader then says “Segment label, edit text”.',
    'A placeholder disappears on typing and is not read reliably as a name: keep it as a hint only.',
  ],
};

export default doc;
