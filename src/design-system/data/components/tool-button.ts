import type {ComponentDoc} from '../../types/docs';

const doc: ComponentDoc = {
  name: 'ToolButton',
  group: 'viewer-pieces',
  exports: ['ToolButton'],
  summary:
    'A toolbar button for a viewport tool: an icon, a tooltip with name and hint, and active, toggled or disabled states.',
  purpose: [
    'Every icon of the viewer’s main toolbar is a ToolButton: window level, pan, zoom, the measurement tools. The toolbar service renders them from the button definitions of a mode; an extension that adds tools describes them with the same props (id, icon name, label, tooltip, commands).',
    'It shows the icon by name (Icons.ByName), wraps itself in a tooltip that shows the label, the hint and, when disabled, disabledText, and on click calls onInteraction with its id and commands. isActive paints it in the highlight colour (the tool the mouse drives), isToggled colours only the icon (a mode that is on, such as crosshairs).',
  ],
  choose: [
    {instead: 'button', when: 'for a viewport tool in a toolbar. Panel and dialog actions are Buttons.'},
    {
      instead: 'tool-button-list',
      when: 'for a single tool. Tools grouped under one split button (the measurement tools) are a ToolButtonList.',
    },
    {instead: 'toggle', when: 'in the toolbar, where a tool’s look and tooltip must match its neighbours.'},
  ],
  pickers: [
    {
      prop: 'size',
      label: 'Size',
      kind: 'size',
      initial: 'default',
      options: [
        {value: 'default', description: '40 px button, 28 px icon: the main toolbar.'},
        {value: 'small', description: '32 px button, 24 px icon: secondary toolbars.'},
        {value: 'tiny', description: '24 px button, 16 px icon: inside viewport corners.'},
      ],
    },
    {
      prop: 'state',
      label: 'State',
      kind: 'state',
      initial: 'inactive',
      options: [
        {value: 'inactive', description: 'Not the current tool.'},
        {value: 'active', code: 'isActive', description: 'isActive: the tool the primary mouse button drives.'},
        {value: 'toggled', code: 'isToggled', description: 'isToggled: a mode that is switched on.'},
        {value: 'disabled', code: 'disabled', description: 'disabled: dimmed; the tooltip gives disabledText.'},
      ],
    },
  ],
  examples: [
    {
      id: 'PrimaryTools',
      title: 'Primary tools',
      description: 'Four tools, one active at a time, driven by onInteraction’s itemId.',
      viewerSource: 'platform/ui-next/src/components/ToolButton/ToolButton.tsx',
    },
    {
      id: 'ToggleAndDisabled',
      title: 'Toggled and disabled',
      description: 'Crosshairs as a toggle, and reference lines disabled with the reason in the tooltip.',
      viewerSource: 'modes/longitudinal/src/toolbarButtons.ts',
    },
  ],
  props: [
    {
      part: 'ToolButton',
      props: [
        {
          name: 'id',
          type: 'string',
          description: 'The tool’s id; also data-cy and data-tool, and what onInteraction reports.',
        },
        {name: 'icon', type: 'string', default: "'MissingIcon'", description: 'Icon name, as for Icons.ByName.'},
        {
          name: 'label',
          type: 'string',
          description: 'The tool’s name: the button’s aria-label and the tooltip’s first line.',
        },
        {name: 'tooltip', type: 'string', description: 'A hint under the label in the tooltip.'},
        {
          name: 'size',
          type: "'default' | 'small' | 'tiny'",
          default: "'default'",
          description: 'Button and icon size.',
        },
        {name: 'isActive', type: 'boolean', default: 'false', description: 'Highlights the whole button.'},
        {name: 'isToggled', type: 'boolean', default: 'false', description: 'Colours the icon only.'},
        {name: 'disabled', type: 'boolean', default: 'false', description: 'Dims it and ignores clicks.'},
        {name: 'disabledText', type: 'string', description: 'Shown in the tooltip while disabled.'},
        {
          name: 'commands',
          type: 'unknown',
          description: 'Passed back to onInteraction, usually the commands the toolbar service runs.',
        },
        {name: 'onInteraction', type: '({itemId, commands}) => void', description: 'Called on click unless disabled.'},
        {name: 'className', type: 'string', description: 'Extra classes of the button.'},
        {name: 'children', type: 'ReactNode', description: 'Replaces the icon.'},
      ],
    },
  ],
  keyboard: [
    {keys: 'Tab', action: 'Reaches the button; focus also opens its tooltip.'},
    {keys: 'Enter / Space', action: 'Activates the tool.'},
  ],
  accessibility: [
    'The button is named by label (“Length, button”) and described by its tooltip. isActive and isToggled are shown by colour only and not announced; the toolbar gives no aria-pressed.',
    'A disabled ToolButton is a disabled <button>, out of the tab order; its reason is only in the tooltip, which the pointer reaches through the wrapping <span>.',
  ],
};

export default doc;
