import type {ComponentDoc} from '../../types/docs';

const doc: ComponentDoc = {
  name: 'Icons',
  group: 'data-display',
  exports: ['Icons'],
  summary: 'Every icon of the viewer as a React component, coloured by the text colour around it.',
  purpose: [
    'Icons is one object holding the viewer’s icons as components: Icons.Add, Icons.Delete, tool icons such as Icons.ToolLength, layout, status and display-mode icons. They draw in currentColor, so a text colour class (text-primary) or the button they sit in colours them, and h-/w- classes size them.',
    'Toolbar definitions refer to icons by string name (“tool-length”): Icons.ByName renders the icon registered under that name and shows the text “Missing Icon” for an unknown one. Icons.addIcon(name, Component) registers an extension’s own icon under a name, or replaces one.',
  ],
  choose: [
    {
      instead: 'button',
      when: 'for decoration or inside a labelled control. An icon that does something must sit in a Button (with aria-label).',
    },
  ],
  pickers: [
    {
      prop: 'size',
      label: 'Size class',
      kind: 'state',
      initial: 'h-6 w-6',
      options: [
        {value: 'h-4 w-4', description: '16 px: inside text and menu items.'},
        {value: 'h-6 w-6', description: '24 px: the size of toolbar and panel icons.'},
        {value: 'h-8 w-8', description: '32 px: larger placeholders.'},
      ],
    },
    {
      prop: 'color',
      label: 'Colour class',
      kind: 'state',
      initial: 'text-primary',
      options: [
        {value: 'text-primary', description: 'The accent blue of active things.'},
        {value: 'text-foreground', description: 'Plain text colour.'},
        {value: 'text-muted-foreground', description: 'Secondary, quieter icons.'},
      ],
    },
  ],
  examples: [
    {
      id: 'ByName',
      title: 'Icons by name',
      description: 'Looking icons up by the names toolbar button definitions use.',
      viewerSource: 'modes/longitudinal/src/toolbarButtons.ts',
    },
    {
      id: 'InButtons',
      title: 'Icons in buttons',
      description: 'An icon-only ghost button named with aria-label, and an icon before a button’s text.',
    },
  ],
  props: [
    {
      part: 'Icons',
      props: [
        {
          name: 'className',
          type: 'string',
          description: 'Size and colour, such as "h-6 w-6 text-primary".',
          passthrough: 'the <svg> element',
        },
        {
          name: 'name',
          type: 'string',
          description: 'Only on Icons.ByName: the registered name of the icon.',
          passthrough: 'Icons.ByName',
        },
        {
          name: 'aria-hidden',
          type: 'boolean',
          description: 'Hide a decorative icon from screen readers.',
          passthrough: 'the <svg> element',
        },
      ],
    },
  ],
  keyboard: [],
  accessibility: [
    'Icons are SVGs with no name. Next to text, hide them with aria-hidden; on their own in a control, name the control (aria-label on the Button), not the icon.',
  ],
};

export default doc;
