import type {ComponentDoc} from '../../types/docs';

const doc: ComponentDoc = {
  name: 'Accordion',
  group: 'layout',
  exports: ['Accordion', 'AccordionItem', 'AccordionTrigger', 'AccordionContent'],
  summary: 'Collapsible sections inside a panel; with type="multiple" several stay open at once.',
  purpose: [
    'Accordion stacks sections whose bodies fold away: measurements grouped by study, the settings of a segmentation. Each AccordionItem has a trigger row with a chevron and a content that slides open.',
    'It is Radix Accordion. type="single" keeps one item open (add collapsible to allow closing it), type="multiple" lets the reader open any number. PanelSection is built from it.',
  ],
  choose: [
    {
      instead: 'panel-section',
      when: 'for groups inside one section. The top-level blocks of a side panel are PanelSections, which already come styled as panel headers.',
    },
    {instead: 'tabs', when: 'when the reader may want several groups visible together.'},
  ],
  pickers: [
    {
      prop: 'type',
      part: 'Accordion',
      label: 'Type',
      kind: 'state',
      initial: 'single',
      options: [
        {value: 'single', description: 'One item open at a time (here with collapsible).'},
        {value: 'multiple', description: 'Any number open; the value is an array.'},
      ],
    },
  ],
  examples: [
    {
      id: 'MeasurementsByStudy',
      title: 'Measurements by study',
      description: 'One item per study, several open at once.',
      viewerSource: 'extensions/cornerstone/src/components/AccordionGroup/AccordionGroup.tsx',
    },
    {
      id: 'SettingsOneAtATime',
      title: 'Settings, one at a time',
      description: 'Groups of settings where opening one closes the other.',
    },
  ],
  props: [
    {
      part: 'Accordion',
      props: [
        {name: 'type', type: "'single' | 'multiple'", description: 'Required: one open item, or several.'},
        {
          name: 'collapsible',
          type: 'boolean',
          default: 'false',
          description: 'With type="single": allows closing the open item.',
          passthrough: 'Radix Accordion',
        },
        {
          name: 'defaultValue',
          type: 'string | string[]',
          description: 'Items open at first.',
          passthrough: 'Radix Accordion',
        },
        {
          name: 'value',
          type: 'string | string[]',
          description: 'Controlled open items; pair with onValueChange.',
          passthrough: 'Radix Accordion',
        },
      ],
    },
    {
      part: 'AccordionItem',
      props: [
        {
          name: 'value',
          type: 'string',
          description: 'Required: identifies the item.',
          passthrough: 'Radix Accordion.Item',
        },
      ],
    },
    {
      part: 'AccordionTrigger',
      props: [
        {
          name: 'asChild',
          type: 'boolean',
          description: 'Use your own element as the trigger (no chevron is added then).',
        },
      ],
    },
  ],
  keyboard: [
    {keys: 'Enter / Space', action: 'Opens or closes the focused item.'},
    {keys: 'Arrow Down / Arrow Up', action: 'Moves between triggers.'},
    {keys: 'Home / End', action: 'First or last trigger.'},
  ],
  accessibility: [
    'Each trigger is a button inside a heading, with aria-expanded: “Display, button, expanded”. The content is a region named by its trigger.',
  ],
};

export default doc;
