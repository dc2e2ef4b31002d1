import type {ComponentDoc} from '../../types/docs';

const doc: ComponentDoc = {
  name: 'Popover',
  group: 'overlays',
  exports: ['Popover', 'PopoverTrigger', 'PopoverContent', 'PopoverAnchor'],
  summary: 'Floating content opened by a click that can hold controls, such as the settings of one tool.',
  purpose: [
    'A Popover opens a small panel next to its trigger and leaves the rest of the viewer usable: the radius of the brush, the frame rate of the cine player, the overlays of a viewport. The reader adjusts, watches the image change, and clicks away.',
    'It is Radix Popover with the library’s surface (288 px wide by default). PopoverAnchor positions it against another element than the trigger.',
  ],
  choose: [
    {
      instead: 'dialog',
      when: 'when the reader keeps working while it is open. A decision that must come first is a Dialog.',
    },
    {instead: 'tooltip', when: 'when there are controls inside or the content must stay while the pointer moves.'},
    {instead: 'hover-card', when: 'when it opens on click. A HoverCard opens on hover and holds information only.'},
  ],
  pickers: [
    {
      prop: 'side',
      part: 'PopoverContent',
      label: 'Side',
      kind: 'state',
      initial: 'bottom',
      options: [
        {value: 'bottom', description: 'Below the trigger (Radix’s default).'},
        {value: 'top', description: 'Above, for triggers near the bottom of the screen.'},
        {value: 'right', description: 'To the right, for triggers in a left panel.'},
        {value: 'left', description: 'To the left, for triggers in a right panel.'},
      ],
    },
    {
      prop: 'align',
      part: 'PopoverContent',
      label: 'Alignment',
      kind: 'state',
      initial: 'center',
      options: [
        {value: 'start', description: 'Starts at the trigger’s start edge.'},
        {value: 'center', description: 'Centred on the trigger: the library’s default.'},
        {value: 'end', description: 'Ends at the trigger’s end edge.'},
      ],
    },
  ],
  examples: [
    {
      id: 'BrushRadius',
      title: 'Brush radius',
      description: 'A slider in a popover whose trigger shows the current value.',
      viewerSource: 'platform/ui-next/src/components/OHIFToolSettings/ToolSettings.tsx',
    },
    {
      id: 'OverlayOptions',
      title: 'Overlay options',
      description: 'Switches for what a viewport draws, opened from a ghost button and aligned to its start.',
      viewerSource: 'extensions/cornerstone/src/components/ViewportDataOverlaySettingMenu/ViewportSegmentationMenu.tsx',
    },
  ],
  props: [
    {
      part: 'Popover',
      props: [
        {name: 'open', type: 'boolean', description: 'Controlled open state.', passthrough: 'Radix Popover'},
        {
          name: 'onOpenChange',
          type: '(open: boolean) => void',
          description: 'Called when it opens or closes.',
          passthrough: 'Radix Popover',
        },
      ],
    },
    {
      part: 'PopoverTrigger',
      props: [
        {
          name: 'asChild',
          type: 'boolean',
          description: 'Use your Button as the trigger.',
          passthrough: 'Radix Popover.Trigger',
        },
      ],
    },
    {
      part: 'PopoverContent',
      props: [
        {
          name: 'align',
          type: "'start' | 'center' | 'end'",
          default: "'center'",
          description: 'Alignment along the trigger.',
        },
        {name: 'sideOffset', type: 'number', default: '4', description: 'Gap between trigger and content, in pixels.'},
        {
          name: 'side',
          type: "'top' | 'right' | 'bottom' | 'left'",
          default: "'bottom'",
          description: 'Preferred side; it flips when there is no room.',
          passthrough: 'Radix Popover.Content',
        },
        {name: 'className', type: 'string', description: 'Width and spacing (w-64, space-y-2).'},
      ],
    },
  ],
  keyboard: [
    {keys: 'Enter / Space', action: 'On the trigger: opens it, with focus moved inside.'},
    {keys: 'Tab', action: 'Moves through the controls inside.'},
    {keys: 'Escape', action: 'Closes it; focus returns to the trigger.'},
  ],
  accessibility: [
    'The trigger announces whether the popover is expanded; the content is a dialog region that is not modal, so the rest of the page stays reachable.',
    'Give the content a visible heading or label when its purpose is not obvious from the trigger.',
  ],
};

export default doc;
