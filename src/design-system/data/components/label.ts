import type {ComponentDoc} from '../../types/docs';

const doc: ComponentDoc = {
  name: 'Label',
  group: 'inputs',
  exports: ['Label'],
  summary: 'The visible name of a form control, linked to it so that clicking the name works the control.',
  purpose: [
    'Every Input, Switch, Checkbox and Select in a viewer panel needs a name that a screen reader can announce. Label renders a Radix label element in the library’s type style; point its htmlFor at the control’s id.',
    'Clicking the label then focuses the field, or flips the switch or checkbox, which gives small controls a larger target.',
  ],
  choose: [{instead: 'input', when: 'always together: an Input without a Label (or aria-label) has no name.'}],
  pickers: [
    {
      prop: 'control',
      label: 'Labelled control',
      kind: 'state',
      initial: 'switch',
      options: [
        {value: 'switch', description: 'Label after the switch; clicking it flips the switch.'},
        {value: 'checkbox', description: 'Label after the box; clicking it ticks the box.'},
        {value: 'input', description: 'Label before the field; clicking it focuses the field.'},
      ],
    },
  ],
  examples: [
    {
      id: 'SettingRow',
      title: 'Setting row',
      description:
        'A label on the left and its switch on the right, as in the segmentation panel’s appearance settings.',
      viewerSource: 'platform/ui-next/src/components/SegmentationTable/SegmentationTableConfig.tsx',
    },
    {
      id: 'FieldAbove',
      title: 'Label above a field',
      description:
        'A stacked label and text field, tied by htmlFor, as in the dialogs that ask for a series description.',
      viewerSource: 'platform/ui-next/src/components/OHIFDialogs/InputDialog.tsx',
    },
    {
      id: 'LabelsWithUnits',
      title: 'Labels with units',
      description:
        'Label and field side by side; each label has a fixed minimum width so the fields line up, and ends with its unit in muted text. The PET SUV panel asks for weight, dose and half-life this way.',
      viewerSource: 'extensions/tmtv/src/Panels/PanelPetSUV.tsx',
    },
  ],
  props: [
    {
      part: 'Label',
      props: [
        {
          name: 'htmlFor',
          type: 'string',
          description: 'The id of the control this label names.',
          passthrough: 'Radix Label',
        },
        {name: 'className', type: 'string', description: 'Extra Tailwind classes, merged with the label style.'},
        {name: 'children', type: 'ReactNode', description: 'The name, usually plain text.', passthrough: 'Radix Label'},
      ],
    },
  ],
  keyboard: [],
  accessibility: [
    'The label is not focusable itself; its text becomes the accessible name of the control it points at (“Show inactive segmentations, switch, on”).',
    'Without htmlFor (or wrapping the control) the text is only visual and the control stays unnamed.',
  ],
};

export default doc;
