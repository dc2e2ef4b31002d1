import type {ComponentDoc} from '../../types/docs';

const doc: ComponentDoc = {
  name: 'SmartScrollbar',
  group: 'viewer-pieces',
  exports: [
    'SmartScrollbar',
    'SmartScrollbarTrack',
    'SmartScrollbarFill',
    'SmartScrollbarEndpoints',
    'SmartScrollbarIndicator',
    'useByteArray',
  ],
  summary: 'The vertical scrollbar of a viewport’s image stack, which also shows which slices are loaded or marked.',
  purpose: [
    'A viewport showing a stack of slices has a thin scrollbar at its right edge. SmartScrollbar is that bar: drag it or click on it to jump to a slice, and see on the track which slices are already loaded (a dotted pattern shows while loading) or carry something, such as a segment.',
    'It is a compound component. SmartScrollbar holds the position (value of total) and sizes itself to its parent’s height; SmartScrollbarTrack draws the track, SmartScrollbarFill paints marked slices from a Uint8Array (one byte per slice; bump version when you change the bytes in place), SmartScrollbarEndpoints draws ticks at the first and last marked slice, and SmartScrollbarIndicator shows the current slice. The indicator is required: without it the component throws.',
  ],
  choose: [
    {instead: 'scroll-area', when: 'for a stack of images. Scrolling content (lists, text) uses a ScrollArea.'},
    {
      instead: 'slider',
      when: 'inside a viewport, where the bar must be thin and show loading; a Slider is for settings.',
    },
  ],
  pickers: [
    {
      prop: 'state',
      label: 'Loading (isLoading)',
      kind: 'state',
      initial: 'loaded',
      options: [
        {value: 'loaded', description: 'All slices loaded; the track is filled.'},
        {value: 'loading', description: 'Slices still arriving: the track shows its loading pattern.'},
      ],
    },
    {
      prop: 'endpoints',
      label: 'Endpoints',
      kind: 'state',
      initial: 'off',
      options: [
        {value: 'off', description: 'Fill only.'},
        {value: 'on', description: 'Ticks at the first and last marked slice.'},
      ],
    },
  ],
  examples: [
    {
      id: 'LoadingStack',
      title: 'Loading stack',
      description: 'The fill grows as slices load; once all are loaded the loading pattern fades out.',
      viewerSource: 'extensions/cornerstone/src/Viewport/Overlays/ViewportImageScrollbar.tsx',
    },
    {
      id: 'SegmentedSlices',
      title: 'Slices with a segment',
      description:
        'Slices 49 to 77 marked in the primary colour with their endpoints, so the reader can jump to the lesion.',
    },
    {
      id: 'ArrivingSlices',
      title: 'Slices arriving out of order',
      description:
        'useByteArray(120, 50) keeps one byte per slice; each arriving image sets its byte, and the fill repaints at most every 50 ms. isFull ends the loading pattern.',
    },
  ],
  props: [
    {
      part: 'SmartScrollbar',
      props: [
        {name: 'value', type: 'number', description: 'The current slice, 0-based.'},
        {name: 'total', type: 'number', description: 'Number of slices.'},
        {
          name: 'onValueChange',
          type: '(value: number) => void',
          description: 'Called with the slice the reader dragged, clicked or stepped to.',
        },
        {
          name: 'isLoading',
          type: 'boolean',
          default: 'false',
          description: 'Shows the loading pattern; it fades out 600 ms after loading ends.',
        },
        {
          name: 'enableKeyboardNavigation',
          type: 'boolean',
          default: 'false',
          description: 'Turns on the arrow, Page and Home/End keys.',
        },
        {name: 'aria-label', type: 'string', default: "'Scroll position'", description: 'Name of the slider.'},
        {
          name: 'indicator',
          type: '{totalWidth?: number; totalHeight?: number; renderIndicator?: () => ReactNode}',
          description: 'Replaces the default 12 × 7 px indicator.',
        },
        {name: 'className', type: 'string', description: 'Classes of the bar.'},
      ],
    },
    {
      part: 'SmartScrollbarFill',
      props: [
        {name: 'marked', type: 'Uint8Array', description: 'One byte per slice; non-zero bytes are painted.'},
        {name: 'version', type: 'number', description: 'Change it to repaint after changing marked in place.'},
        {name: 'className', type: 'string', default: "'bg-neutral/25'", description: 'Colour of the fill.'},
        {
          name: 'loadingClassName',
          type: 'string',
          default: "'bg-neutral/50'",
          description: 'Colour of the fill while loading.',
        },
      ],
    },
    {
      part: 'SmartScrollbarEndpoints',
      props: [
        {
          name: 'marked',
          type: 'Uint8Array',
          description: 'Same bytes as the fill; ticks go at the first and last marked slice.',
        },
        {name: 'version', type: 'number', description: 'As for the fill.'},
      ],
    },
    {
      part: 'useByteArray',
      props: [
        {
          name: 'bytes',
          type: 'Uint8Array',
          description:
            'One byte per item, changed in place; pass it as marked. Called as useByteArray(length, throttleMs = 0); a new length starts a new, empty array.',
        },
        {
          name: 'version',
          type: 'number',
          description: 'Goes up after each change (at most once per throttleMs); pass it as version.',
        },
        {name: 'isFull', type: 'boolean', description: 'Every byte is set, for example every slice has loaded.'},
        {
          name: 'setByte',
          type: '(index: number) => void',
          description: 'Marks one item; out-of-range indexes are ignored.',
        },
        {name: 'clearByte', type: '(index: number) => void', description: 'Unmarks one item.'},
        {
          name: 'resetWith',
          type: '(fill: (bytes: Uint8Array) => void) => void',
          description: 'Clears every byte, lets fill set new ones, then counts them again.',
        },
      ],
    },
  ],
  keyboard: [
    {keys: 'Arrow Up / Arrow Left', action: 'Previous slice (with enableKeyboardNavigation).'},
    {keys: 'Arrow Down / Arrow Right', action: 'Next slice.'},
    {keys: 'Page Up / Page Down', action: 'Ten slices back or forward.'},
    {keys: 'Home / End', action: 'First or last slice.'},
  ],
  accessibility: [
    'The bar is a vertical slider with its position: “Slice, slider, 40”, with aria-valuemin 0 and aria-valuemax total − 1. It is always focusable, so enable keyboard navigation, or keyboard users land on a control that does nothing.',
    'The values are 0-based; if the viewport shows “Slice 41”, consider aria-valuetext so both agree.',
  ],
  anatomy: [
    {
      name: 'SmartScrollbar',
      role: 'The bar itself (a vertical slider): holds value and total, fills its parent’s height and turns drags, clicks and (with enableKeyboardNavigation) keys into onValueChange.',
      children: [
        {
          name: 'SmartScrollbarTrack',
          role: 'The track behind everything; shows a dotted pattern while isLoading and holds the layers below.',
          children: [
            {name: 'SmartScrollbarFill', role: 'Paints every slice whose byte in marked is not zero.'},
            {name: 'SmartScrollbarEndpoints', role: 'Ticks at the first and last marked slice.'},
          ],
        },
        {
          name: 'SmartScrollbarIndicator',
          role: 'The thumb at the current slice. Required, as a direct child: without it SmartScrollbar throws.',
        },
      ],
    },
  ],
};

export default doc;
