import type {ComponentDoc} from '../../types/docs';

const doc: ComponentDoc = {
  name: 'Separator',
  group: 'layout',
  exports: ['Separator'],
  summary: 'A thin rule between groups of controls or pieces of text, horizontal or vertical.',
  purpose: [
    'Separator draws a 1 px line in the border colour: between groups of settings in a panel, between items of a study summary, between sections of a menu. It fills the width (or, vertical, the height) of its container.',
  ],
  choose: [
    {
      instead: 'panel-section',
      when: 'for a light break inside one section. Groups that the reader may fold away are PanelSections.',
    },
  ],
  pickers: [
    {
      prop: 'orientation',
      label: 'Orientation',
      kind: 'variant',
      initial: 'horizontal',
      options: [
        {value: 'horizontal', description: 'Full width, between stacked groups.'},
        {value: 'vertical', description: 'Full height of a row, between inline items.'},
      ],
    },
    {
      prop: 'thickness',
      label: 'Thickness',
      kind: 'state',
      initial: '1px',
      options: [
        {value: '1px', description: 'The default hairline.'},
        {value: '2px', description: 'A heavier break.'},
      ],
    },
  ],
  examples: [
    {
      id: 'StudySummaryLine',
      title: 'Study summary line',
      description: 'Modality, date and series count on one line, split by vertical rules.',
      viewerSource: 'platform/ui-next/src/components/StudySummary/StudySummary.tsx',
    },
    {
      id: 'SettingsGroups',
      title: 'Between settings groups',
      description: 'A rule that screen readers announce, because it separates two groups of settings.',
    },
  ],
  props: [
    {
      part: 'Separator',
      props: [
        {
          name: 'orientation',
          type: "'horizontal' | 'vertical'",
          default: "'horizontal'",
          description: 'Direction of the line.',
        },
        {name: 'thickness', type: 'string', default: "'1px'", description: 'Line thickness, as a CSS length.'},
        {
          name: 'decorative',
          type: 'boolean',
          default: 'true',
          description: 'false exposes it to assistive technology as a separator.',
        },
        {name: 'className', type: 'string', description: 'Extra Tailwind classes, such as margins (my-2).'},
      ],
    },
  ],
  keyboard: [],
  accessibility: [
    'By default the line is decorative and hidden from screen readers. Set decorative={false} when it carries meaning; it is then announced as a separator.',
  ],
};

export default doc;
