import type {ComponentDoc} from '../../types/docs';

const doc: ComponentDoc = {
  name: 'ScrollArea',
  group: 'layout',
  exports: ['ScrollArea'],
  summary: 'A scrolling region with thin, themed scrollbars for long lists inside a fixed-height panel.',
  purpose: [
    'Side panels have a fixed height and their lists do not: segments, measurements, series. ScrollArea scrolls its content inside a height you set with className, with narrow scrollbars in the theme’s colours instead of the browser’s.',
    'With showArrows it fades the top or bottom edge while there is more content in that direction, a cue the viewer uses in its panels.',
  ],
  choose: [
    {
      instead: 'smart-scrollbar',
      when: 'for content. A SmartScrollbar is the scrollbar of a viewport’s image stack, showing which slices are loaded.',
    },
    {
      instead: 'resizable',
      when: 'when the content simply needs room; Resizable panels let the reader give it more space instead.',
    },
  ],
  pickers: [
    {
      prop: 'arrows',
      label: 'Edge cues (showArrows)',
      kind: 'state',
      initial: 'on',
      options: [
        {value: 'on', code: 'showArrows', description: 'Fades an edge while more content lies beyond it.'},
        {value: 'off', description: 'Plain scrolling.'},
      ],
    },
  ],
  examples: [
    {
      id: 'SeriesList',
      title: 'Series list',
      description: 'Thirty series in a 192 px high area, as in the study browser’s series list.',
      viewerSource: 'platform/ui-next/src/components/StudyBrowser/StudyBrowser.tsx',
    },
    {id: 'TagValues', title: 'Tag values', description: 'A table of DICOM tags that scrolls inside a bordered box.'},
  ],
  props: [
    {
      part: 'ScrollArea',
      props: [
        {
          name: 'className',
          type: 'string',
          description: 'Set the height here (h-48); without a height nothing scrolls.',
        },
        {
          name: 'showArrows',
          type: 'boolean',
          default: 'false',
          description: 'Fades the top or bottom edge while there is more content that way.',
        },
        {
          name: 'type',
          type: "'auto' | 'always' | 'scroll' | 'hover'",
          default: "'hover'",
          description: 'When the scrollbar is visible.',
          passthrough: 'Radix ScrollArea',
        },
      ],
    },
  ],
  keyboard: [
    {keys: 'Arrow keys / Page Up / Page Down', action: 'Scroll the content once it (or something in it) has focus.'},
  ],
  accessibility: [
    'The scrollbars are not focusable. A list without focusable items needs tabIndex={0} and a name (aria-label) so that keyboard users can scroll it, as in the examples.',
  ],
};

export default doc;
