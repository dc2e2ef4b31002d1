import type {ComponentDoc} from '../../types/docs';

const doc: ComponentDoc = {
  name: 'DataRow',
  group: 'viewer-pieces',
  exports: ['DataRow'],
  summary:
    'The row of the segment and measurement lists: number, colour, title, details, visibility and an actions menu.',
  purpose: [
    'Every list of annotated things in the viewer is a column of DataRows: segments of a segmentation, measurements of a study, regions of the TMTV panel. A row shows a number, an optional colour dot, a title clamped to two lines and optional detail lines; on hover or when selected it reveals an eye button and an actions menu.',
    'The menu is built from the handlers you pass: Rename and Delete, plus Change Color and Duplicate only when onColor and onCopy are given, and Lock/Unlock with onToggleLocked. Status icons (DataRow.Status.Warning, Success, Error, Info) go in as children.',
    'A row has two highlights. isSelected marks the one item the viewer acts on; isSecondarySelected marks an item that is chosen in a list that is not active right now. The segmentation panel uses both: the chosen segment of the active segmentation is selected, the chosen segment of every other segmentation is secondary, and those other rows are dimmed with a className.',
  ],
  choose: [
    {instead: 'card', when: 'for an item of a list that the reader selects, hides or edits. A Card is a static block.'},
    {
      instead: 'dropdown-menu',
      when: 'when the actions belong to one item of a list; DataRow already carries its own menu.',
    },
  ],
  pickers: [
    {
      prop: 'state',
      label: 'State',
      kind: 'state',
      initial: 'normal',
      options: [
        {value: 'normal', description: 'Controls appear on hover.'},
        {value: 'selected', description: 'isSelected: highlighted, controls always visible.'},
        {
          value: 'secondary',
          description:
            'isSecondarySelected: a lighter tint, for the chosen segment of a segmentation that is not the active one.',
        },
        {value: 'hidden', description: 'isVisible={false}: dimmed, with a crossed eye.'},
        {value: 'locked', description: 'isLocked: a lock icon; the menu offers Unlock.'},
        {value: 'read-only', description: 'disableEditing: no actions menu and no lock.'},
      ],
    },
    {
      prop: 'color',
      label: 'Colour dot',
      kind: 'state',
      initial: 'with',
      options: [
        {value: 'with', description: 'colorHex set, as for segments.'},
        {value: 'without', description: 'No dot, as for measurements.'},
      ],
    },
  ],
  examples: [
    {
      id: 'SegmentList',
      title: 'Segment list',
      description:
        'Three segments; select, hide, lock, rename, recolour or delete them. A locked one carries an info status.',
      viewerSource: 'platform/ui-next/src/components/SegmentationTable/SegmentationSegments.tsx',
    },
    {
      id: 'TwoSegmentations',
      title: 'Two segmentations',
      description:
        'The chosen segment of each segmentation: selected in the active one, secondary and dimmed in the other. Click a heading to make its segmentation active.',
      viewerSource: 'platform/ui-next/src/components/SegmentationTable/SegmentationSegments.tsx',
    },
    {
      id: 'MeasurementWithDetails',
      title: 'Measurement with details',
      description: 'Values as detail lines (a leading double space indents a line) and a warning status.',
      viewerSource: 'platform/ui-next/src/components/MeasurementTable/MeasurementTable.tsx',
    },
  ],
  props: [
    {
      part: 'DataRow',
      props: [
        {name: 'number', type: 'number | null', description: 'Index shown in the left box; null leaves it out.'},
        {name: 'title', type: 'string', description: 'The label; long titles are clamped to two lines.'},
        {name: 'colorHex', type: 'string', description: 'Colour dot, such as the segment colour.'},
        {
          name: 'details',
          type: '{primary: string[]; secondary: string[]}',
          description: 'Lines under the row; a line starting with two spaces is indented.',
        },
        {
          name: 'isSelected',
          type: 'boolean',
          default: 'false',
          description: 'Highlights the row and keeps its controls visible.',
        },
        {
          name: 'isSecondarySelected',
          type: 'boolean',
          default: 'false',
          description:
            'A lighter tint over the row: chosen, but in a list that is not the active one (an inactive segmentation).',
        },
        {name: 'onSelect', type: '(event) => void', description: 'Click handler of the row.'},
        {name: 'isVisible', type: 'boolean', default: 'true', description: 'State of the eye button.'},
        {name: 'onToggleVisibility', type: '(event) => void', description: 'Eye button handler.'},
        {name: 'isLocked', type: 'boolean', description: 'Shows a lock and offers Unlock.'},
        {name: 'onToggleLocked', type: '(event) => void', description: 'Lock/Unlock menu item.'},
        {name: 'onRename', type: '(event) => void', description: 'Rename menu item.'},
        {name: 'onDelete', type: '(event) => void', description: 'Delete menu item.'},
        {name: 'onColor', type: '(event) => void', description: 'Adds Change Color to the menu.'},
        {name: 'onCopy', type: '(event) => void', description: 'Adds Duplicate to the menu.'},
        {
          name: 'disableEditing',
          type: 'boolean',
          default: 'false',
          description: 'Hides the actions menu and the lock, for read-only lists.',
        },
        {
          name: 'className',
          type: 'string',
          description:
            'Classes of the wrapper around the row and its details; the segmentation panel dims rows of inactive segmentations with opacity-80.',
        },
        {
          name: 'children',
          type: 'ReactNode',
          description:
            'Status icons: DataRow.Status.Warning, Success, Error or Info, each with an optional tooltip. Other children are not shown.',
        },
      ],
    },
  ],
  keyboard: [
    {keys: 'Tab', action: 'Reaches the eye button and the actions button of the row.'},
    {
      keys: 'Enter / Space',
      action: 'On those buttons: toggles visibility, or opens the menu (then as in DropdownMenu).',
    },
  ],
  accessibility: [
    'The row itself is a clickable <div>, not a button: selecting a row works with the pointer only. Give keyboard users another way to reach the same item (the viewer jumps to it from the viewport too).',
    'The eye and actions buttons carry names (“Hide”, “Actions”); status icons carry their tooltip text.',
    'A hidden row is dimmed to 60 % opacity, which lowers its text contrast below AA; the crossed eye says the same thing.',
  ],
};

export default doc;
