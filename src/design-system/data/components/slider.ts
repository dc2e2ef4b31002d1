import type {ComponentDoc} from '../../types/docs';

const doc: ComponentDoc = {
  name: 'Slider',
  group: 'inputs',
  exports: ['Slider'],
  summary: 'Pick one number by dragging or with the arrow keys.',
  purpose: [
    'Sliders set values where the exact number matters less than seeing the effect: segment opacity, outline thickness, a threshold window. The value is always an array, as in Radix, but this Slider draws one thumb only: give it two numbers and the track fills between them while only the first can be moved. For a range, use DoubleSlider.',
    'It is Radix Slider with a thin track and 16 px thumbs. Show the number next to it (or an Input) when the reader needs to know it.',
  ],
  choose: [
    {
      instead: 'numeric',
      when: 'for a bare slider. Numeric already combines a slider with a label and a number field, and adds steppers.',
    },
    {instead: 'input', when: 'when dragging gives useful feedback; an exact value typed once is an Input.'},
    {
      instead: 'double-slider',
      when: 'for a range such as a threshold window: DoubleSlider draws two thumbs and keeps them in order, which Slider cannot.',
    },
  ],
  pickers: [
    {
      prop: 'state',
      label: 'State',
      kind: 'state',
      initial: 'enabled',
      options: [
        {value: 'enabled', description: 'Draggable.'},
        {value: 'disabled', code: 'disabled', description: 'Dimmed; ignores input.'},
      ],
    },
  ],
  examples: [
    {
      id: 'OpacityWithValue',
      title: 'Opacity with its value',
      description: 'The slider and a number field kept in step, as in the segmentation panel’s appearance settings.',
      viewerSource: 'platform/ui-next/src/components/SegmentationTable/SegmentationTableConfig.tsx',
    },
    {
      id: 'InstancePicker',
      title: 'Instance of a series',
      description:
        'Whole steps from 1 to the number of images, with “Instance 3 of 40” written above and kept up to date, as in the DICOM tag browser.',
      viewerSource: 'extensions/default/src/DicomTagBrowser/DicomTagBrowser.tsx',
    },
  ],
  props: [
    {
      part: 'Slider',
      props: [
        {
          name: 'value',
          type: 'number[]',
          description: 'The controlled value, an array of one number (only the first is drawn as a thumb).',
          passthrough: 'Radix Slider',
        },
        {
          name: 'defaultValue',
          type: 'number[]',
          description: 'The first value when uncontrolled.',
          passthrough: 'Radix Slider',
        },
        {
          name: 'onValueChange',
          type: '(value: number[]) => void',
          description: 'Called while dragging.',
          passthrough: 'Radix Slider',
        },
        {
          name: 'onValueCommit',
          type: '(value: number[]) => void',
          description: 'Called once on release: use it for expensive updates.',
          passthrough: 'Radix Slider',
        },
        {name: 'min', type: 'number', default: '0', description: 'Lowest value.', passthrough: 'Radix Slider'},
        {name: 'max', type: 'number', default: '100', description: 'Highest value.', passthrough: 'Radix Slider'},
        {
          name: 'step',
          type: 'number',
          default: '1',
          description: 'Increment for dragging and arrow keys.',
          passthrough: 'Radix Slider',
        },
        {name: 'disabled', type: 'boolean', description: 'Ignores input.', passthrough: 'Radix Slider'},
        {name: 'className', type: 'string', description: 'Extra Tailwind classes, such as flex-1.'},
      ],
    },
  ],
  keyboard: [
    {keys: 'Arrow Right / Arrow Up', action: 'Increases by step.'},
    {keys: 'Arrow Left / Arrow Down', action: 'Decreases by step.'},
    {keys: 'Page Up / Page Down', action: 'Changes by ten steps.'},
    {keys: 'Home / End', action: 'Minimum or maximum.'},
  ],
  accessibility: [
    'The thumb is a slider that announces its value and moves with the arrow keys; put the setting’s visible name right before it, as in the examples (the thumb has no name of its own, see below).',
  ],
};

export default doc;
