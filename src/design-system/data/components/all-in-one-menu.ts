import type {ComponentDoc} from '../../types/docs';

const doc: ComponentDoc = {
  name: 'AllInOneMenu',
  group: 'viewer-pieces',
  exports: [
    'AllInOneMenu',
    'IconMenu',
    'Menu',
    'ItemPanel',
    'Item',
    'SubMenu',
    'HeaderItem',
    'DividerItem',
    'HorizontalDirection',
    'VerticalDirection',
  ],
  summary:
    'The menu behind a viewport-corner icon: item panels, headers, dividers and submenus that slide in with a Back item.',
  purpose: [
    'A viewport’s corners hold small icons that open menus about that viewport: window presets, colormaps, volume-rendering options. Those menus are AllInOneMenu: a panel of items that can lead to submenus (which replace the panel and add a Back item) and can hold several item panels with tabs to switch between them.',
    'IconMenu is the usual entry point: it renders the icon, opens a Menu next to it and closes it on an outside click. The parts are exported both on the AllInOneMenu object (AllInOneMenu.Item) and on their own (Item). Items close the menu when clicked.',
  ],
  choose: [
    {
      instead: 'dropdown-menu',
      when: 'for a viewport corner menu with panels and presets. In panels, rows and dialogs, use a DropdownMenu, which is keyboard accessible.',
    },
    {instead: 'popover', when: 'when the content is a list of choices rather than settings.'},
  ],
  pickers: [
    {
      prop: 'vertical',
      part: 'IconMenu',
      label: 'Vertical direction',
      kind: 'state',
      initial: 'top-to-bottom',
      options: [
        {value: 'top-to-bottom', description: 'VerticalDirection.TopToBottom: opens below the icon, for top corners.'},
        {value: 'bottom-to-top', description: 'VerticalDirection.BottomToTop: opens above, for bottom corners.'},
      ],
    },
    {
      prop: 'horizontal',
      part: 'IconMenu',
      label: 'Horizontal direction',
      kind: 'state',
      initial: 'left-to-right',
      options: [
        {value: 'left-to-right', description: 'HorizontalDirection.LeftToRight: left edges aligned, for left corners.'},
        {
          value: 'right-to-left',
          description: 'HorizontalDirection.RightToLeft: right edges aligned, for right corners.',
        },
      ],
    },
  ],
  examples: [
    {
      id: 'WindowLevelMenu',
      title: 'Window/level menu',
      description: 'CT presets with their window and level, a divider and a Colormap submenu with its Back item.',
      viewerSource: 'extensions/cornerstone/src/components/WindowLevelActionMenu/WindowLevelActionMenu.tsx',
    },
    {
      id: 'TwoPanels',
      title: 'Two panels',
      description: 'Item panels labelled CT and PET, switched with the tabs the menu adds, as for a fused viewport.',
    },
  ],
  props: [
    {
      part: 'IconMenu',
      props: [
        {name: 'icon', type: 'string', description: 'Icon name of the trigger.'},
        {name: 'iconClassName', type: 'string', description: 'Classes of the trigger’s wrapper.'},
        {
          name: 'horizontalDirection',
          type: 'HorizontalDirection',
          description: 'LeftToRight or RightToLeft: which edges align, and where submenus point.',
        },
        {
          name: 'verticalDirection',
          type: 'VerticalDirection',
          description: 'TopToBottom or BottomToTop: below or above the icon.',
        },
        {name: 'menuClassName', type: 'string', description: 'Classes of the menu, such as a width.'},
        {name: 'backLabel', type: 'string', description: 'Text of the Back item in submenus (“Back” when left out).'},
        {
          name: 'onVisibilityChange',
          type: '(isVisible: boolean) => void',
          description: 'Called when the menu opens or closes.',
        },
      ],
    },
    {
      part: 'Menu',
      props: [
        {name: 'isVisible', type: 'boolean', description: 'Shows the menu, when you render it without IconMenu.'},
        {name: 'activePanelIndex', type: 'number', description: 'Which item panel shows first.'},
        {name: 'preventHideMenu', type: 'boolean', description: 'Keeps it open when an item is clicked.'},
      ],
    },
    {
      part: 'ItemPanel',
      props: [
        {name: 'label', type: 'string', description: 'Tab label when the menu has several panels.'},
        {name: 'index', type: 'number', default: '0', description: 'Position of the panel.'},
        {name: 'maxHeight', type: 'string', default: "'250px'", description: 'Height at which the panel scrolls.'},
      ],
    },
    {
      part: 'Item',
      props: [
        {name: 'label', type: 'string', description: 'The item’s text.'},
        {name: 'secondaryLabel', type: 'string', description: 'Quieter text at the right, such as a value.'},
        {name: 'icon', type: 'ReactNode', description: 'An icon before the text.'},
        {name: 'onClick', type: '() => void', description: 'Runs after the menu hides.'},
        {
          name: 'useIconSpace',
          type: 'boolean',
          default: 'false',
          description: 'Keeps the icon column empty so labels line up.',
        },
      ],
    },
    {
      part: 'SubMenu',
      props: [
        {name: 'itemLabel', type: 'string', description: 'Text of the item that opens the submenu.'},
        {name: 'itemIcon', type: 'string', description: 'Icon name before that text.'},
      ],
    },
  ],
  keyboard: [
    {
      keys: '—',
      action:
        'None: the trigger and the items are <div>s with click handlers, so the menu cannot be reached or used from the keyboard.',
    },
  ],
  accessibility: [
    'Nothing in this menu has a role or a name: a screen reader finds plain text, and keyboard users cannot open it. In the viewer the same settings are also reachable from the toolbar; an extension that uses AllInOneMenu should offer its actions another way too, or use a DropdownMenu.',
  ],
  anatomy: [
    {
      name: 'IconMenu',
      role: 'The icon in the viewport corner: a click opens or closes the menu, a click outside closes it.',
      children: [
        {
          name: 'Menu',
          role: 'The floating panel, which IconMenu renders for you (use it directly only without IconMenu). It keeps the stack of open submenus.',
          automatic: true,
          children: [
            {
              name: 'Back item',
              role: 'First line while a submenu is open; returns to the level before.',
              automatic: true,
            },
            {
              name: 'Panel tabs',
              role: 'Shown when the level has more than one ItemPanel; switch between them.',
              automatic: true,
            },
            {
              name: 'ItemPanel',
              role: 'One page of items; only the active one shows, and it scrolls past maxHeight.',
              children: [
                {name: 'HeaderItem', role: 'A small muted heading over a group of items.'},
                {
                  name: 'Item',
                  role: 'A row with icon, label, secondary label and right icon; a click hides the menu, then runs onClick.',
                },
                {name: 'DividerItem', role: 'A line between groups.'},
                {
                  name: 'SubMenu',
                  role: 'A row with a chevron; a click shows its children in place of the panel, under a Back item.',
                  children: [{name: 'ItemPanel', role: 'The submenu’s items, with the same parts as above.'}],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

export default doc;
