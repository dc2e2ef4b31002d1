import type {ComponentDoc} from '../../types/docs';

const doc: ComponentDoc = {
  name: 'Badge',
  group: 'data-display',
  exports: ['Badge'],
  summary: 'A small label for a count or a state next to a title, such as the number of measurements or “Tracked”.',
  purpose: [
    'A Badge is a rounded label in 11 px type that marks something without being a control: how many items a panel holds, whether a series is tracked, the modality of a derived series, that a segmentation is not saved yet.',
  ],
  choose: [
    {instead: 'toast', when: 'for a lasting state. An event that just happened is reported with a toast.'},
    {instead: 'button', when: 'when it does nothing on click. If clicking it should act, make it a Button.'},
  ],
  pickers: [
    {
      prop: 'variant',
      label: 'Variant',
      kind: 'variant',
      initial: 'default',
      options: [
        {value: 'default', description: 'Primary colour: the state that matters most, such as Tracked.'},
        {value: 'secondary', description: 'Quiet fill: counts and neutral states.'},
        {value: 'destructive', description: 'A problem: not saved, failed.'},
        {value: 'outline', description: 'Border only: a type or category, such as SR or SEG.'},
      ],
    },
  ],
  examples: [
    {
      id: 'CountInHeader',
      title: 'Count in a panel header',
      description: 'The number of measurements next to the panel’s title.',
      viewerSource: 'platform/ui-next/src/components/MeasurementTable/MeasurementTable.tsx',
    },
    {id: 'SeriesStates', title: 'Series states', description: 'Three states on three rows, each with its own variant.'},
  ],
  props: [
    {
      part: 'Badge',
      props: [
        {
          name: 'variant',
          type: "'default' | 'secondary' | 'destructive' | 'outline'",
          default: "'default'",
          description: 'Colour of the badge.',
        },
        {name: 'className', type: 'string', description: 'Extra Tailwind classes.'},
      ],
    },
  ],
  keyboard: [],
  accessibility: [
    'A Badge is a <div> read as plain text with its neighbours (“Measurements 3”). When the number alone is unclear, add words for screen readers, for example a visually hidden “measurements”.',
    'Colour is not the only cue: the variants differ in fill and border, and the text should say the state.',
  ],
};

export default doc;
