import type {ComponentDoc} from '../../types/docs';

const doc: ComponentDoc = {
  name: 'DropdownMenu',
  group: 'overlays',
  exports: [
    'DropdownMenu',
    'DropdownMenuTrigger',
    'DropdownMenuContent',
    'DropdownMenuItem',
    'DropdownMenuCheckboxItem',
    'DropdownMenuLabel',
    'DropdownMenuSeparator',
    'DropdownMenuSub',
    'DropdownMenuSubTrigger',
    'DropdownMenuSubContent',
    'DropdownMenuPortal',
  ],
  summary: 'The actions menu behind a “more” button: rename, export, delete, with labels, separators and submenus.',
  purpose: [
    'Panels keep their rows and headers quiet by moving rarer actions into a menu: the three-dots button of a segmentation or a measurement opens Rename, Export, Delete. DropdownMenu is Radix DropdownMenu in the library’s popover style.',
    'Items run an action on select and close the menu; checkbox items toggle an option and can stay open; submenus group related actions such as export formats.',
  ],
  choose: [
    {instead: 'select', when: 'to run actions. To choose and show a value, use a Select.'},
    {
      instead: 'popover',
      when: 'when the content is a list of actions. Settings with sliders and inputs belong in a Popover.',
    },
    {
      instead: 'all-in-one-menu',
      when: 'in panels and rows. The AllInOneMenu is the viewport’s own menu with panels that slide in.',
    },
  ],
  pickers: [
    {
      prop: 'align',
      part: 'DropdownMenuContent',
      label: 'Alignment',
      kind: 'state',
      initial: 'start',
      options: [
        {value: 'start', description: 'Left edges line up: menus opened from the left of a row.'},
        {value: 'center', description: 'Centred under the trigger (Radix’s default).'},
        {value: 'end', description: 'Right edges line up: menus at the right end of a row.'},
      ],
    },
    {
      prop: 'state',
      label: 'Items',
      kind: 'state',
      initial: 'all-enabled',
      options: [
        {value: 'all-enabled', description: 'Every item runs.'},
        {value: 'one-disabled', description: 'Duplicate is shown but skipped and cannot run.'},
      ],
    },
  ],
  examples: [
    {
      id: 'SegmentationActions',
      title: 'Segmentation actions',
      description:
        'A ghost icon button opens a labelled menu with icons, an Export submenu and Delete after a separator.',
      viewerSource: 'platform/ui-next/src/components/SegmentationTable/SegmentationHeader.tsx',
    },
    {
      id: 'ViewOptions',
      title: 'Column options',
      description: 'Checkbox items that show or hide the columns of a list.',
    },
  ],
  props: [
    {
      part: 'DropdownMenu',
      props: [
        {name: 'open', type: 'boolean', description: 'Controlled open state.', passthrough: 'Radix DropdownMenu'},
        {
          name: 'onOpenChange',
          type: '(open: boolean) => void',
          description: 'Called when it opens or closes.',
          passthrough: 'Radix DropdownMenu',
        },
        {
          name: 'modal',
          type: 'boolean',
          default: 'true',
          description: 'false lets the page behind stay interactive.',
          passthrough: 'Radix DropdownMenu',
        },
      ],
    },
    {
      part: 'DropdownMenuTrigger',
      props: [
        {
          name: 'asChild',
          type: 'boolean',
          description: 'Use your Button as the trigger.',
          passthrough: 'Radix DropdownMenu.Trigger',
        },
      ],
    },
    {
      part: 'DropdownMenuContent',
      props: [
        {name: 'sideOffset', type: 'number', default: '4', description: 'Gap between trigger and menu, in pixels.'},
        {
          name: 'align',
          type: "'start' | 'center' | 'end'",
          description: 'Alignment against the trigger.',
          passthrough: 'Radix DropdownMenu.Content',
        },
        {
          name: 'side',
          type: "'top' | 'right' | 'bottom' | 'left'",
          description: 'Preferred side; it flips when there is no room.',
          passthrough: 'Radix DropdownMenu.Content',
        },
      ],
    },
    {
      part: 'DropdownMenuItem',
      props: [
        {
          name: 'onSelect',
          type: '(event: Event) => void',
          description: 'Runs the action; the menu then closes (call event.preventDefault() to keep it open).',
          passthrough: 'Radix DropdownMenu.Item',
        },
        {name: 'inset', type: 'boolean', description: 'Indents the text to line up with checkbox items.'},
        {
          name: 'disabled',
          type: 'boolean',
          description: 'Shown, skipped by the arrow keys, cannot run.',
          passthrough: 'Radix DropdownMenu.Item',
        },
      ],
    },
    {
      part: 'DropdownMenuCheckboxItem',
      props: [
        {name: 'checked', type: 'boolean', description: 'Shows the check mark.'},
        {
          name: 'onCheckedChange',
          type: '(checked: boolean) => void',
          description: 'Called when it is toggled.',
          passthrough: 'Radix DropdownMenu.CheckboxItem',
        },
      ],
    },
    {
      part: 'DropdownMenuLabel',
      props: [{name: 'inset', type: 'boolean', description: 'Indents the label to line up with checkbox items.'}],
    },
    {
      part: 'DropdownMenuSubTrigger',
      props: [
        {name: 'inset', type: 'boolean', description: 'Indents the text to line up with checkbox items.'},
        {
          name: 'disabled',
          type: 'boolean',
          description:
            'Greys the item out and ignores the pointer. It is not passed on to Radix, so the arrow keys still open the submenu.',
        },
      ],
    },
  ],
  keyboard: [
    {keys: 'Enter / Space / Arrow Down', action: 'On the trigger: opens the menu on its first item.'},
    {keys: 'Arrow Up / Arrow Down', action: 'Moves between items, skipping disabled ones.'},
    {keys: 'Arrow Right / Arrow Left', action: 'Opens or closes a submenu.'},
    {keys: 'Enter / Space', action: 'Runs the focused item.'},
    {keys: 'Escape', action: 'Closes the menu; focus returns to the trigger.'},
  ],
  accessibility: [
    'The trigger announces that it has a menu and whether it is expanded; the content is a menu of menuitems (“Rename, menu item”). An icon-only trigger needs aria-label.',
    'Checkbox items are announced as menuitemcheckbox with their state.',
  ],
};

export default doc;
