import type {ComponentDoc} from '../../types/docs';

const doc: ComponentDoc = {
  name: 'Numeric',
  group: 'inputs',
  exports: ['Numeric'],
  summary:
    'One number or a range, shown as a field, a slider, a pair of thumbs or a stepper, with its label kept in sync.',
  purpose: [
    'Tool settings are mostly numbers: a brush radius, an opacity, a threshold range, a frame rate. Numeric is a small compound component for them. Numeric.Container holds the value and its limits; the parts inside render it (Label, NumberInput, SingleRange, DoubleRange, NumberStepper) and each shows itself only in the mode it belongs to, so one set of children can serve every mode.',
    'The container is controlled (value or values with onChange) or not (defaultValue, defaultValues). The cine player’s frame rate and the viewer’s tool settings are built from it.',
  ],
  choose: [
    {
      instead: 'slider',
      when: 'when the number needs a label, a field to type in or steppers next to the slider: Numeric keeps them in step.',
    },
    {instead: 'input', when: 'for numbers with limits; a plain Input does not clamp.'},
  ],
  pickers: [
    {
      prop: 'mode',
      part: 'Numeric.Container',
      label: 'Mode',
      kind: 'variant',
      initial: 'singleRange',
      options: [
        {value: 'number', description: 'A number field (NumberInput).'},
        {value: 'singleRange', description: 'A slider, optionally with a field (SingleRange).'},
        {value: 'doubleRange', description: 'Two thumbs for a range, with two fields (DoubleRange).'},
        {value: 'stepper', description: 'A field between minus and plus buttons (NumberStepper).'},
      ],
    },
  ],
  examples: [
    {
      id: 'SegmentOpacity',
      title: 'Segment opacity',
      description: 'A controlled slider with a number field and a label, as in the segmentation appearance settings.',
      viewerSource: 'platform/ui-next/src/components/OHIFToolSettings/ToolSettings.tsx',
    },
    {
      id: 'ThresholdRange',
      title: 'Threshold range',
      description:
        'Two thumbs from -1000 to 1000 HU, with the range printed in the label, as the range rows of tool settings.',
      viewerSource: 'platform/ui-next/src/components/OHIFToolSettings/RowDoubleRange.tsx',
    },
    {
      id: 'FrameRateStepper',
      title: 'Frame rate stepper',
      description: 'The compact stepper the cine player shows for frames per second.',
      viewerSource: 'platform/ui-next/src/components/CinePlayer/CinePlayer.tsx',
    },
    {
      id: 'VolumeLighting',
      title: 'Volume lighting',
      description:
        'Ambient, diffuse and specular light from 0 to 1 in steps of 0.1: one Numeric per row, a fixed-width label and a slider that fills the rest, as in the volume-rendering options of a viewport’s corner menu.',
      viewerSource: 'extensions/cornerstone/src/components/WindowLevelActionMenu/VolumeLighting.tsx',
    },
    {
      id: 'FrameSteppers',
      title: 'Frame and speed of a 4D series',
      description:
        'Two horizontal steppers with their captions underneath, one for the frame shown and one for the playback speed, as in the panel for dynamic (4D) volumes.',
      viewerSource: 'extensions/cornerstone-dynamic-volume/src/panels/DynamicVolumeControls.tsx',
    },
  ],
  props: [
    {
      part: 'Numeric.Container',
      props: [
        {
          name: 'mode',
          type: "'number' | 'singleRange' | 'doubleRange' | 'stepper'",
          description: 'Required: which parts render and whether the value is one number or two.',
        },
        {name: 'value', type: 'number', description: 'Controlled value in the single-number modes.'},
        {
          name: 'defaultValue',
          type: 'number',
          description: 'First value when uncontrolled; the middle of the range if left out.',
        },
        {name: 'values', type: '[number, number]', description: 'Controlled range in doubleRange mode.'},
        {
          name: 'defaultValues',
          type: '[number, number]',
          description: 'First range when uncontrolled; 30 % and 70 % of the range if left out.',
        },
        {
          name: 'onChange',
          type: '(value: number | number[]) => void',
          description: 'Called with the new number, or the new pair in doubleRange mode.',
        },
        {name: 'min', type: 'number', default: '0', description: 'Lowest value.'},
        {name: 'max', type: 'number', default: '100', description: 'Highest value.'},
        {
          name: 'step',
          type: 'number',
          default: '1',
          description: 'Increment of the slider, the steppers and the arrow keys.',
        },
      ],
    },
    {
      part: 'Numeric.Label',
      props: [{name: 'showValue', type: 'boolean', description: 'Appends the current value (or range) to the label.'}],
    },
    {
      part: 'Numeric.SingleRange',
      props: [
        {name: 'showNumberInput', type: 'boolean', description: 'Adds a number field after the slider.'},
        {name: 'sliderClassName', type: 'string', description: 'Classes of the slider, such as a width.'},
        {
          name: 'numberInputClassName',
          type: 'string',
          description: 'Classes of the number field, such as a width; the segmentation settings use w-10.',
        },
      ],
    },
    {
      part: 'Numeric.DoubleRange',
      props: [{name: 'showNumberInputs', type: 'boolean', description: 'Adds a field for each end of the range.'}],
    },
    {
      part: 'Numeric.NumberStepper',
      props: [
        {
          name: 'direction',
          type: "'horizontal' | 'vertical'",
          description: 'Buttons on both sides, or stacked beside the field.',
        },
        {name: 'inputWidth', type: 'string', description: 'Width class of the field.'},
      ],
    },
  ],
  keyboard: [
    {keys: 'Arrow keys / Page Up / Page Down / Home / End', action: 'On a slider thumb: as for Slider.'},
    {keys: 'Typing, then Tab or Enter', action: 'In a number field: the value is clamped to min and max.'},
  ],
  accessibility: [
    'Numeric.Label is plain text, not a <label>: put the setting’s name in visible text right before the control, and where the name matters wrap the whole Numeric in a group with aria-label (its fields, thumbs and steppers have no names of their own, see below).',
  ],
  anatomy: [
    {
      name: 'Numeric.Container',
      role: 'Holds the value (or the two values of a range), min, max, step and the mode; every other part reads them from it.',
      children: [
        {name: 'Numeric.Label', role: 'The setting’s name as text, followed by the value with showValue.'},
        {name: 'Numeric.NumberInput', role: 'Mode number only: a number field that clamps to min and max.'},
        {
          name: 'Numeric.SingleRange',
          role: 'Mode singleRange only: a slider, with a number field after it when showNumberInput.',
        },
        {
          name: 'Numeric.DoubleRange',
          role: 'Mode doubleRange only: two thumbs, with a field for each when showNumberInputs.',
        },
        {
          name: 'Numeric.NumberStepper',
          role: 'Mode stepper only: a text field with small up and down arrows beside it, or, with direction horizontal, between minus and plus buttons.',
          children: [
            {
              name: 'children',
              role: 'A caption such as a unit, placed between the field and the plus button (horizontal only).',
            },
          ],
        },
      ],
    },
  ],
};

export default doc;
