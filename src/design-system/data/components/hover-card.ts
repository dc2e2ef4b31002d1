import type {ComponentDoc} from '../../types/docs';

const doc: ComponentDoc = {
  name: 'HoverCard',
  group: 'overlays',
  exports: ['HoverCard', 'HoverCardTrigger', 'HoverCardContent'],
  summary: 'A card of read-only details that opens while the pointer rests on a trigger.',
  purpose: [
    'Some details are useful at a glance but too long for a tooltip: the description and image count of a series, the statistics of a segment. A HoverCard shows them in a 256 px card when the pointer rests on the trigger and hides them when it leaves, without a click.',
    'It is Radix HoverCard in the library’s muted surface. It is for sighted pointer users: keyboard focus also opens it, but touch screens cannot, so never put the only copy of information in one.',
  ],
  choose: [
    {instead: 'tooltip', when: 'for more than a few words, or content with structure (a list, a few figures).'},
    {
      instead: 'popover',
      when: 'when nothing in it is interactive. Anything with controls must open on click, in a Popover.',
    },
  ],
  pickers: [
    {
      prop: 'side',
      part: 'HoverCardContent',
      label: 'Side',
      kind: 'state',
      initial: 'bottom',
      options: [
        {value: 'bottom', description: 'Below the trigger (Radix’s default).'},
        {value: 'top', description: 'Above.'},
        {value: 'right', description: 'To the right, for triggers in a left panel.'},
        {value: 'left', description: 'To the left.'},
      ],
    },
    {
      prop: 'align',
      part: 'HoverCardContent',
      label: 'Alignment',
      kind: 'state',
      initial: 'center',
      options: [
        {value: 'start', description: 'Starts at the trigger’s start edge.'},
        {value: 'center', description: 'Centred: the library’s default.'},
        {value: 'end', description: 'Ends at the trigger’s end edge.'},
      ],
    },
  ],
  examples: [
    {
      id: 'SeriesDetails',
      title: 'Series details',
      description: 'What a series is, shown over its name without opening it, as the study browser’s thumbnails can.',
      viewerSource: 'platform/ui-next/src/components/Thumbnail/Thumbnail.tsx',
    },
    {
      id: 'SegmentStatistics',
      title: 'Segment statistics',
      description: 'Volume and SUV figures of a segment under an info icon, to the right of the row.',
      viewerSource: 'platform/ui-next/src/components/SegmentationTable/SegmentStatistics.tsx',
    },
  ],
  props: [
    {
      part: 'HoverCard',
      props: [
        {
          name: 'openDelay',
          type: 'number',
          default: '700',
          description: 'Milliseconds of hover before it opens.',
          passthrough: 'Radix HoverCard',
        },
        {
          name: 'closeDelay',
          type: 'number',
          default: '300',
          description: 'Milliseconds before it closes after the pointer leaves.',
          passthrough: 'Radix HoverCard',
        },
        {name: 'open', type: 'boolean', description: 'Controlled open state.', passthrough: 'Radix HoverCard'},
      ],
    },
    {
      part: 'HoverCardTrigger',
      props: [
        {
          name: 'asChild',
          type: 'boolean',
          description: 'Use your own element (a link or a button) as the trigger.',
          passthrough: 'Radix HoverCard.Trigger',
        },
      ],
    },
    {
      part: 'HoverCardContent',
      props: [
        {
          name: 'align',
          type: "'start' | 'center' | 'end'",
          default: "'center'",
          description: 'Alignment along the trigger.',
        },
        {name: 'sideOffset', type: 'number', default: '4', description: 'Gap between trigger and card, in pixels.'},
        {
          name: 'side',
          type: "'top' | 'right' | 'bottom' | 'left'",
          default: "'bottom'",
          description: 'Preferred side; it flips when there is no room.',
          passthrough: 'Radix HoverCard.Content',
        },
      ],
    },
  ],
  keyboard: [
    {keys: 'Tab', action: 'Focusing the trigger opens the card after the delay; moving focus away closes it.'},
    {keys: 'Escape', action: 'Closes it.'},
  ],
  accessibility: [
    'The card is not announced and its content is not linked to the trigger: a screen reader user on the trigger hears only the trigger. Repeat what matters where it can be reached, for example in the panel the item opens.',
  ],
};

export default doc;
