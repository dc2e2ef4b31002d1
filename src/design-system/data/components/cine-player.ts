import type {ComponentDoc} from '../../types/docs';

const doc: ComponentDoc = {
  name: 'CinePlayer',
  group: 'viewer-pieces',
  exports: ['CinePlayer'],
  summary: 'The play, frame-rate and close controls that float over a viewport playing a series as a movie.',
  purpose: [
    'When the reader turns on cine for a multi-frame or dynamic series, the viewer floats a CinePlayer at the top centre of the viewport: a play/pause button, the frame rate with steppers (a click on it opens a slider) and a close button. For a 4D series it also shows which time point is displayed and a slider to move between them.',
    'The component only reports: the viewer’s cine service does the playing. It is positioned absolutely (top-10, centred), so put it inside the relatively positioned viewport element.',
  ],
  choose: [
    {
      instead: 'numeric',
      when: 'for playback. To set a frame rate without playing anything, a Numeric stepper is enough.',
    },
    {
      instead: 'smart-scrollbar',
      when: 'to play through frames; the SmartScrollbar is for moving through them by hand.',
    },
  ],
  pickers: [
    {
      prop: 'state',
      label: 'Playing (isPlaying)',
      kind: 'state',
      initial: 'paused',
      options: [
        {value: 'paused', description: 'Shows the play icon.'},
        {value: 'playing', code: 'isPlaying', description: 'Shows the pause icon.'},
      ],
    },
    {
      prop: 'data',
      label: 'Series',
      kind: 'state',
      initial: 'stack',
      options: [
        {value: 'stack', description: 'A plain stack of frames.'},
        {
          value: 'dynamic',
          code: "dynamicInfo={{dimensionGroupNumber: 3, numDimensionGroups: 12, label: 'Time point'}}",
          description: 'With dynamicInfo: time point counter, label and slider.',
        },
      ],
    },
  ],
  examples: [
    {
      id: 'PlayOverViewport',
      title: 'Play over a viewport',
      description: 'The controls over a black viewport, with play state, frame rate and closing reported back.',
      viewerSource: 'extensions/cornerstone/src/components/CinePlayer/CinePlayer.tsx',
    },
    {
      id: 'DynamicVolume',
      title: 'Dynamic volume',
      description: 'A 4D PET series with eight time points; the slider moves between them.',
      viewerSource: 'extensions/cornerstone-dynamic-volume/src/panels/DynamicVolumeControls.tsx',
    },
  ],
  props: [
    {
      part: 'CinePlayer',
      props: [
        {name: 'isPlaying', type: 'boolean', default: 'false', description: 'Which icon the play button shows.'},
        {
          name: 'onPlayPauseChange',
          type: '(isPlaying: boolean) => void',
          description: 'Called with the new state when the button is pressed.',
        },
        {
          name: 'frameRate',
          type: 'number',
          default: '24',
          description: 'Frames per second shown first; the player follows later changes.',
        },
        {
          name: 'onFrameRateChange',
          type: '(fps: number) => void',
          description: 'Called (debounced by 100 ms) when the rate changes.',
        },
        {name: 'minFrameRate', type: 'number', default: '1', description: 'Lowest rate.'},
        {name: 'maxFrameRate', type: 'number', default: '90', description: 'Highest rate.'},
        {name: 'stepFrameRate', type: 'number', default: '1', description: 'Step of the steppers and the slider.'},
        {name: 'onClose', type: '() => void', description: 'Called by the close button.'},
        {
          name: 'dynamicInfo',
          type: '{dimensionGroupNumber: number; numDimensionGroups: number; label?: string}',
          description: 'For 4D series: the current time point, how many there are, and a label.',
        },
        {
          name: 'updateDynamicInfo',
          type: '(info) => void',
          description: 'Called with the new dynamicInfo when the time point slider moves.',
        },
        {name: 'className', type: 'string', description: 'Classes added to the floating container.'},
      ],
    },
  ],
  keyboard: [
    {keys: 'Tab', action: 'Reaches play/pause, the frame-rate steppers and the close button.'},
    {keys: 'Enter / Space', action: 'Presses the focused button.'},
  ],
  accessibility: [
    'Playing images is motion the reader did not start by scrolling; let them stop it at any time (the close button does).',
  ],
};

export default doc;
