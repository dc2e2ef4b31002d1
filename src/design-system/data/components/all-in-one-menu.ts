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
    {
      id: 'ColorbarSwitch',
      title: 'A switch in an item',
      description:
        'An on/off setting as a Switch in the item’s rightIcon, like the “Display Color bar” row of the window/level menu (which the viewer draws by hand). The switch stops its click from reaching the item, so the menu stays open; a click on the label toggles too, and closes the menu as any item does. The Switch is also the one part of the menu a keyboard can reach.',
      viewerSource: 'extensions/cornerstone/src/components/WindowLevelActionMenu/Colorbar.tsx',
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
          description: 'LeftToRight or RightToLeft: whether the menu’s left or right edge lines up with the icon’s.',
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
        {
          name: 'menuStyle',
          type: 'CSSProperties',
          description:
            'Inline style of the menu. The window/level menu sets a minWidth and a maxHeight that keeps the menu inside its viewport.',
        },
        {
          name: 'menuKey',
          type: 'string | number',
          description:
            'React key of the menu inside. A new value remounts it: back to the first panel, submenus closed. The window/level menu bumps it when the viewport’s data changes.',
        },
      ],
    },
    {
      part: 'Menu',
      props: [
        {name: 'isVisible', type: 'boolean', description: 'Shows the menu, when you render it without IconMenu.'},
        {name: 'activePanelIndex', type: 'number', description: 'Which item panel shows first.'},
        {name: 'preventHideMenu', type: 'boolean', description: 'Keeps it open when an item is clicked.'},
        {
          name: 'onVisibilityChange',
          type: '(isVisible: boolean) => void',
          description: 'Called when the menu opens or closes.',
        },
        {name: 'menuClassName', type: 'string', description: 'Classes of the menu box, such as a width.'},
        {name: 'menuStyle', type: 'CSSProperties', description: 'Inline style of the menu box.'},
        {
          name: 'headerComponent',
          type: 'ReactNode',
          description:
            'Content above the menu’s own items; an open submenu shows its own instead. IconMenu does not pass it on.',
        },
        {name: 'showHeaderDivider', type: 'boolean', description: 'A divider under that content.'},
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
        {
          name: 'rightIcon',
          type: 'ReactNode',
          description: 'Content at the right end, after secondaryLabel: an icon, or a Switch for an on/off setting.',
        },
        {name: 'onClick', type: '() => void', description: 'Runs after the menu hides.'},
        {
          name: 'onMouseEnter',
          type: '(event) => void',
          description: 'The pointer enters the item, for example to preview a preset.',
        },
        {name: 'onMouseLeave', type: '(event) => void', description: 'The pointer leaves the item.'},
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
        {name: 'onClick', type: '() => void', description: 'Runs when the item is clicked, as the submenu opens.'},
        {
          name: 'headerComponent',
          type: 'ReactNode',
          description: 'Content above the submenu’s items, under its Back item.',
          passthrough: 'Menu, which shows the submenu',
        },
        {
          name: 'showHeaderDivider',
          type: 'boolean',
          description: 'A divider under that content.',
          passthrough: 'Menu, which shows the submenu',
        },
        {
          name: 'activePanelIndex',
          type: 'number',
          description: 'Which of the submenu’s item panels shows first.',
          passthrough: 'Menu, which shows the submenu',
        },
        {
          name: 'backLabel',
          type: 'string',
          description: 'Text of the Back item of submenus opened from this one.',
          passthrough: 'Menu, which shows the submenu',
        },
      ],
    },
  ],
  omitted: [
    {
      part: 'Menu',
      name: 'align',
      why: 'Menu turns it into a left-to-right or right-to-left direction that it hands to its parts, and no part of this version reads it: it changes nothing. IconMenu’s horizontalDirection places the menu.',
    },
    {
      part: 'Menu',
      name: 'side',
      why: 'Like align: Menu turns it into a vertical direction that no part of this version reads. IconMenu’s verticalDirection places the menu.',
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
