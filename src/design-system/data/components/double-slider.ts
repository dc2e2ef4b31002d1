import type {ComponentDoc} from '../../types/docs';

const doc: ComponentDoc = {
  name: 'DoubleSlider',
  group: 'inputs',
  exports: ['DoubleSlider'],
  summary: 'A range with two thumbs and, if wanted, a number field for each end, kept in order and within limits.',
  purpose: [
    'Thresholds are ranges: the CT values a brush paints, the SUV window of a PET segmentation. DoubleSlider is a two-thumb slider with optional number fields before and after it. It rounds values to the step, keeps them between min and max, and does not let the lower end pass the upper one (typing a higher lower value pushes the upper one along).',
    'It keeps its own state from defaultValue and reports every change through onValueChange; it has no controlled value prop.',
  ],
  choose: [
    {
      instead: 'slider',
      when: 'when both ends need number fields that keep order; a Slider with two values has no fields and no ordering rules.',
    },
    {
      instead: 'numeric',
      when: 'for a bare range. Numeric’s doubleRange mode adds a label showing the range and can be controlled.',
    },
  ],
  pickers: [
    {
      prop: 'inputs',
      label: 'Number fields (showNumberInputs)',
      kind: 'state',
      initial: 'with',
      options: [
        {value: 'with', code: 'showNumberInputs', description: 'A field at each end.'},
        {value: 'without', description: 'The slider alone.'},
      ],
    },
  ],
  examples: [
    {
      id: 'HounsfieldRange',
      title: 'Hounsfield range',
      description: 'CT values from -1000 to 1000 in steps of 10, as a threshold brush uses.',
      viewerSource: 'platform/ui-next/src/components/OHIFToolSettings/ToolSettings.tsx',
    },
    {id: 'SuvRange', title: 'SUV range', description: 'Half-unit steps for SUV values; the fields show the decimals.'},
  ],
  props: [
    {
      part: 'DoubleSlider',
      props: [
        {name: 'min', type: 'number', description: 'Lowest value.'},
        {name: 'max', type: 'number', description: 'Highest value.'},
        {name: 'step', type: 'number', default: '1', description: 'Increment; values are rounded to it.'},
        {name: 'defaultValue', type: '[number, number]', description: 'First range; [min, max] when left out.'},
        {
          name: 'onValueChange',
          type: '(range: [number, number]) => void',
          description: 'Called with the new range on every change.',
        },
        {
          name: 'showNumberInputs',
          type: 'boolean',
          default: 'false',
          description: 'Adds a number field before and after the slider.',
        },
        {name: 'className', type: 'string', description: 'Classes of the row.'},
      ],
    },
  ],
  keyboard: [
    {keys: 'Tab', action: 'Lower field, lower thumb, upper thumb, upper field.'},
    {keys: 'Arrow keys / Page Up / Page Down / Home / End', action: 'On a thumb: as for Slider.'},
  ],
  accessibility: [
    'The thumbs are sliders that announce their values, and the fields are number fields; none of them has a name (see below), so put the setting’s name in visible text just before it, as in the examples.',
  ],
};

export default doc;
