import type {ComponentDoc} from '../../types/docs';

const doc: ComponentDoc = {
  name: 'PanelSection',
  group: 'layout',
  exports: ['PanelSection'],
  summary: 'The collapsible block a side panel is built from: a header bar that folds it, and its content.',
  purpose: [
    'Side panels of the viewer are stacks of sections: the segmentation tools, the list of segments, the measurements and the additional findings. PanelSection gives each one a 28 px header bar, in the popover colour, that folds and unfolds its content.',
    'It is a one-item Accordion (type single, collapsible) with the panel’s own styling. Compose it as PanelSection, PanelSection.Header and PanelSection.Content.',
  ],
  choose: [
    {
      instead: 'accordion',
      when: 'for the top-level blocks of a side panel. For groups inside a section, or several items in one set, use an Accordion.',
    },
    {instead: 'card', when: 'inside panels; a Card is for pages and dialogs.'},
  ],
  pickers: [
    {
      prop: 'open',
      label: 'First state (defaultOpen)',
      kind: 'state',
      initial: 'open',
      options: [
        {value: 'open', description: 'Unfolded: the default.'},
        {value: 'closed', description: 'Folded until the header is clicked.'},
      ],
    },
  ],
  examples: [
    {
      id: 'ToolsSection',
      title: 'Tools section',
      description: 'Icon buttons of the segmentation tools inside a section.',
      viewerSource: 'platform/ui-next/src/components/OHIFToolbox/ToolboxUI.tsx',
    },
    {
      id: 'StackedSections',
      title: 'Stacked sections',
      description: 'Measurements and additional findings, the second folded at first, as in the measurement panel.',
      viewerSource: 'platform/ui-next/src/components/MeasurementTable/MeasurementTable.tsx',
    },
  ],
  props: [
    {
      part: 'PanelSection',
      props: [
        {name: 'defaultOpen', type: 'boolean', default: 'true', description: 'Whether the section starts unfolded.'},
        {name: 'className', type: 'string', description: 'Extra classes on the section.'},
      ],
    },
    {
      part: 'PanelSection.Header',
      props: [
        {
          name: 'className',
          type: 'string',
          description: 'Extra classes on the header bar; its children are the title and any header actions.',
        },
      ],
    },
    {
      part: 'PanelSection.Content',
      props: [
        {
          name: 'className',
          type: 'string',
          description:
            'Extra classes on the part that folds away; its children are the section’s body. No other prop is passed on.',
        },
      ],
    },
  ],
  keyboard: [
    {keys: 'Tab', action: 'Focuses the header.'},
    {keys: 'Enter / Space', action: 'Folds or unfolds the section.'},
  ],
  accessibility: [
    'The header is a button with aria-expanded (“Segmentation tools, button, expanded”); the content is a region named by it.',
    'Buttons placed in the header are nested in that button, which screen readers handle poorly: put section actions in the content instead.',
  ],
};

export default doc;
