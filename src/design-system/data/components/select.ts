import type {ComponentDoc} from '../../types/docs';

const doc: ComponentDoc = {
  name: 'Select',
  group: 'inputs',
  exports: ['Select', 'SelectTrigger', 'SelectValue', 'SelectContent', 'SelectItem'],
  summary: 'Choose one value from a short, fixed list, such as the active segmentation or a threshold strategy.',
  purpose: [
    'Select shows the current choice in a 28 px trigger and opens the list in a popover below it. The viewer uses it where the choices are few and known: which segmentation is active, which strategy a threshold uses, which colormap a viewport shows.',
    'It is built on Radix Select, so the list is keyboard navigable, typing a letter jumps to a matching item, and the chosen value can be controlled or left to the component.',
  ],
  choose: [
    {
      instead: 'combobox',
      when: 'for up to a dozen options. With a long list the reader needs to type to filter: use a Combobox.',
    },
    {
      instead: 'toggle',
      when: 'when the options have no good icons or there are more than three; a ToggleGroup shows every option at once.',
    },
    {
      instead: 'dropdown-menu',
      when: 'to choose a value. A DropdownMenu runs actions and does not show a current value.',
    },
  ],
  pickers: [
    {
      prop: 'state',
      label: 'State',
      kind: 'state',
      initial: 'chosen',
      options: [
        {value: 'chosen', code: 'defaultValue="liver"', description: 'A value is set and shown in the trigger.'},
        {value: 'empty', description: 'No value yet: SelectValue shows its placeholder.'},
        {value: 'disabled', code: 'disabled', description: 'The whole select is dimmed and cannot open.'},
      ],
    },
  ],
  examples: [
    {
      id: 'SegmentationPicker',
      title: 'Segmentation picker',
      description: 'The list of segmentations at the top of the segmentation panel, controlled by the panel’s state.',
      viewerSource: 'platform/ui-next/src/components/SegmentationTable/SegmentationCollapsed.tsx',
    },
    {
      id: 'StrategySetting',
      title: 'Labelled setting',
      description: 'A Label above the trigger, linked with aria-labelledby, as in the TMTV threshold settings.',
      viewerSource: 'extensions/tmtv/src/Panels/PanelROIThresholdSegmentation/ROIThresholdConfiguration.tsx',
    },
    {
      id: 'SeriesPicker',
      title: 'Series with details',
      description:
        'Each item carries a quieter second part, the modality and description of the series, after its name; the caption above names the field. The DICOM tag browser picks its series this way.',
      viewerSource: 'extensions/default/src/DicomTagBrowser/DicomTagBrowser.tsx',
    },
    {
      id: 'FileTypePicker',
      title: 'File type, named by aria-label',
      description:
        'A narrow trigger with only JPG and PNG and no visible label of its own, so aria-label on the trigger names it, as in the dialog that saves a viewport image.',
      viewerSource: 'platform/ui-next/src/components/OHIFModals/ImageModal.tsx',
    },
  ],
  props: [
    {
      part: 'Select',
      props: [
        {name: 'value', type: 'string', description: 'The controlled value.'},
        {name: 'defaultValue', type: 'string', description: 'The first value when uncontrolled.'},
        {name: 'onValueChange', type: '(value: string) => void', description: 'Called with the chosen item’s value.'},
        {name: 'open', type: 'boolean', description: 'Controls whether the list is open.'},
        {name: 'disabled', type: 'boolean', description: 'Disables the whole select.'},
      ],
    },
    {
      part: 'SelectValue',
      props: [
        {
          name: 'placeholder',
          type: 'ReactNode',
          description: 'Shown in the trigger until a value is chosen.',
          passthrough: 'Radix Select.Value',
        },
      ],
    },
    {
      part: 'SelectContent',
      props: [
        {
          name: 'position',
          type: "'popper' | 'item-aligned'",
          default: "'popper'",
          description: 'popper opens the list below the trigger; item-aligned lays the chosen item over it.',
        },
      ],
    },
    {
      part: 'SelectItem',
      props: [
        {
          name: 'value',
          type: 'string',
          description: 'Required: what onValueChange receives.',
          passthrough: 'Radix Select.Item',
        },
        {
          name: 'disabled',
          type: 'boolean',
          description: 'Shows the item but it cannot be chosen.',
          passthrough: 'Radix Select.Item',
        },
      ],
    },
  ],
  keyboard: [
    {keys: 'Enter / Space / Arrow Down', action: 'On the trigger: opens the list.'},
    {keys: 'Arrow Up / Arrow Down', action: 'Moves between items.'},
    {keys: 'A letter', action: 'Jumps to the next item starting with it.'},
    {keys: 'Enter', action: 'Chooses the focused item and closes.'},
    {keys: 'Escape', action: 'Closes without changing the value.'},
  ],
  accessibility: [
    'The trigger is a combobox: a screen reader says its name, then the current value (“Active segmentation, Liver segmentation, combobox”). Name it with aria-label or aria-labelledby; SelectTrigger has no visible label of its own.',
    'Items are options of a listbox, and a disabled item is announced as dimmed.',
  ],
};

export default doc;
