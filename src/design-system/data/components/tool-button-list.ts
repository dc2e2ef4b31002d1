import type {ComponentDoc} from '../../types/docs';

const doc: ComponentDoc = {
  name: 'ToolButtonList',
  group: 'viewer-pieces',
  exports: [
    'ToolButtonList',
    'ToolButtonListDefault',
    'ToolButtonListDivider',
    'ToolButtonListDropDown',
    'ToolButtonListItem',
  ],
  summary: 'A split toolbar button: the current tool of a group in front, its siblings in a menu behind a chevron.',
  purpose: [
    'The toolbar has more tools than room, so related tools share one slot: the measurement tools (length, bidirectional, rectangle, circle…) sit behind one split button whose front shows the tool last chosen. ToolButtonList lays out that slot: ToolButtonListDefault holds the front ToolButton, ToolButtonListDivider the thin line, and ToolButtonListDropDown the chevron that opens the menu of ToolButtonListItems.',
    'The toolbar service builds these from a mode’s button groups; an extension uses the same parts for a group of its own tools.',
  ],
  choose: [
    {
      instead: 'tool-button',
      when: 'when several tools of the same kind compete for one place. A tool on its own is a ToolButton.',
    },
    {instead: 'dropdown-menu', when: 'in the toolbar, where the front tool must stay one click away.'},
  ],
  pickers: [
    {
      prop: 'state',
      label: 'State',
      kind: 'state',
      initial: 'active',
      options: [
        {value: 'active', description: 'The front tool is active; the divider hides against the highlight.'},
        {value: 'inactive', description: 'Another tool is active; the divider shows.'},
        {value: 'item-disabled', description: 'One item of the menu is disabled with a reason.'},
      ],
    },
  ],
  examples: [
    {
      id: 'MeasurementTools',
      title: 'Measurement tools',
      description: 'Choosing a tool from the menu brings it to the front and makes it active.',
      viewerSource: 'extensions/default/src/Toolbar/ToolButtonListWrapper.tsx',
    },
    {
      id: 'DisabledGroup',
      title: 'Disabled group',
      description: 'Segmentation tools unavailable until a segmentation exists, with the reason in the tooltips.',
    },
  ],
  props: [
    {part: 'ToolButtonList', props: [{name: 'className', type: 'string', description: 'Classes of the row.'}]},
    {
      part: 'ToolButtonListDefault',
      props: [
        {name: 'tooltip', type: 'string', description: 'Wraps the front button in a tooltip with this text.'},
        {name: 'disabled', type: 'boolean', description: 'With disabledText: shows the reason in that tooltip.'},
        {name: 'disabledText', type: 'string', description: 'The reason the group is unavailable.'},
      ],
    },
    {
      part: 'ToolButtonListDropDown',
      props: [{name: 'children', type: 'ReactNode', description: 'The ToolButtonListItems of the menu.'}],
    },
    {
      part: 'ToolButtonListItem',
      props: [
        {name: 'icon', type: 'string', description: 'Icon name shown before the text.'},
        {
          name: 'onSelect',
          type: '(event: Event) => void',
          description: 'Runs when the item is chosen.',
          passthrough: 'Radix DropdownMenu.Item',
        },
        {name: 'disabled', type: 'boolean', description: 'Shown but cannot be chosen; the reason goes in a tooltip.'},
        {name: 'disabledText', type: 'string', description: 'The reason shown in the tooltip of a disabled item.'},
        {name: 'tooltip', type: 'string', description: 'Tooltip of a disabled item (its text is used when left out).'},
      ],
    },
    {
      part: 'ToolButtonListDivider',
      props: [
        {name: 'className', type: 'string', description: 'Hide it (opacity-0) while the front button is highlighted.'},
      ],
    },
  ],
  keyboard: [
    {keys: 'Tab', action: 'Reaches the front tool, then the chevron.'},
    {keys: 'Enter / Space', action: 'On the chevron: opens the menu; then as in DropdownMenu.'},
  ],
  accessibility: ['Items are menu items named by their text; give every item a visible label, not only an icon.'],
};

export default doc;
