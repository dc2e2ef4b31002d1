import type {ComponentDoc} from '../../types/docs';

const doc: ComponentDoc = {
  name: 'Tooltip',
  group: 'overlays',
  exports: ['TooltipProvider', 'Tooltip', 'TooltipTrigger', 'TooltipContent'],
  summary: 'A short label shown on hover or keyboard focus, mainly for icon-only buttons and status icons.',
  purpose: [
    'The viewer is full of icon-only controls: toolbar tools, panel header buttons, status icons on rows. A Tooltip names them on hover and on focus. The library uses three forms: a name alone, a name with a muted hint line (ToolButton’s tooltips), and a name with the reason a control is disabled.',
    'It is Radix Tooltip: one TooltipProvider sets the delay for everything below it (the viewer wraps the app in one), each Tooltip pairs a TooltipTrigger with its TooltipContent.',
  ],
  choose: [
    {
      instead: 'hover-card',
      when: 'for a few words. Richer previews (a thumbnail, several lines of details) belong in a HoverCard.',
    },
    {
      instead: 'popover',
      when: 'for information only. Anything with controls in it must be a Popover, because a tooltip closes when the pointer leaves.',
    },
  ],
  pickers: [
    {
      prop: 'side',
      part: 'TooltipContent',
      label: 'Side',
      kind: 'state',
      initial: 'bottom',
      options: [
        {value: 'top', description: 'Above the trigger: Radix’s default.'},
        {value: 'bottom', description: 'Below: what toolbar buttons use.'},
        {value: 'right', description: 'To the right: for icons at the start of a row.'},
        {value: 'left', description: 'To the left: for controls at the right edge.'},
      ],
    },
    {
      prop: 'content',
      label: 'Content',
      kind: 'state',
      initial: 'label',
      options: [
        {value: 'label', description: 'The control’s name alone.'},
        {value: 'label-and-hint', description: 'The name and a muted line that explains it.'},
        {value: 'disabled-reason', description: 'On a disabled control: the name and why it is unavailable.'},
      ],
    },
  ],
  examples: [
    {
      id: 'ToolNames',
      title: 'Tool names',
      description: 'Three icon-only buttons, each named below itself, the way the toolbar shows tool names.',
      viewerSource: 'platform/ui-next/src/components/ToolButton/ToolButton.tsx',
    },
    {
      id: 'StatusExplained',
      title: 'Status explained',
      description: 'A warning icon on a measurement row whose tooltip says what is wrong.',
      viewerSource: 'platform/ui-next/src/components/DataRow/DataRow.tsx',
    },
  ],
  props: [
    {
      part: 'TooltipProvider',
      props: [
        {
          name: 'delayDuration',
          type: 'number',
          default: '700',
          description: 'Milliseconds of hover before a tooltip opens.',
          passthrough: 'Radix Tooltip.Provider',
        },
      ],
    },
    {
      part: 'Tooltip',
      props: [
        {name: 'open', type: 'boolean', description: 'Controlled open state.', passthrough: 'Radix Tooltip.Root'},
        {
          name: 'onOpenChange',
          type: '(open: boolean) => void',
          description: 'Called when it opens or closes.',
          passthrough: 'Radix Tooltip.Root',
        },
      ],
    },
    {
      part: 'TooltipTrigger',
      props: [
        {
          name: 'asChild',
          type: 'boolean',
          description: 'Attach the tooltip to your own element, such as a Button.',
          passthrough: 'Radix Tooltip.Trigger',
        },
      ],
    },
    {
      part: 'TooltipContent',
      props: [
        {name: 'sideOffset', type: 'number', default: '4', description: 'Gap between trigger and tooltip, in pixels.'},
        {
          name: 'side',
          type: "'top' | 'right' | 'bottom' | 'left'",
          default: "'top'",
          description: 'Preferred side; it flips when there is no room.',
          passthrough: 'Radix Tooltip.Content',
        },
        {
          name: 'align',
          type: "'start' | 'center' | 'end'",
          default: "'center'",
          description: 'Alignment along the trigger.',
          passthrough: 'Radix Tooltip.Content',
        },
        {name: 'className', type: 'string', description: 'Extra classes, such as a max width for longer text.'},
      ],
    },
  ],
  keyboard: [
    {keys: 'Tab', action: 'Focusing the trigger opens the tooltip at once.'},
    {keys: 'Escape', action: 'Closes it; focus stays on the trigger.'},
  ],
  accessibility: [
    'The content becomes the trigger’s description (aria-describedby), read after its name: “Length, button, Measure the distance between two points”. It is not a name: an icon-only trigger still needs aria-label.',
    'A disabled <button> gets no pointer events and no focus, so its tooltip never shows; the viewer wraps disabled controls in a <span> trigger. Keep the reason in reach some other way for keyboard users.',
    'Touch screens have no hover: do not hide anything essential in a tooltip.',
  ],
};

export default doc;
