import type {ComponentDoc} from '../../types/docs';

const doc: ComponentDoc = {
  name: 'Resizable panels',
  group: 'layout',
  exports: ['ResizablePanelGroup', 'ResizablePanel', 'ResizableHandle'],
  summary: 'Panels separated by a handle that the reader drags, or moves with the arrow keys.',
  purpose: [
    'The viewer’s layout is resizable: the side panels and the viewport grid share the width, and the reader drags the boundary to give the images more room. These three parts wrap react-resizable-panels: a group with a direction, panels sized in percent of the group, and handles between them.',
    'Sizes can be limited (minSize, maxSize) and reported (onLayout), so an extension can remember them.',
  ],
  choose: [
    {
      instead: 'scroll-area',
      when: 'when the reader should decide how much room each part gets. Content that just overflows a fixed space scrolls in a ScrollArea.',
    },
    {instead: 'accordion', when: 'when both parts must stay visible; folding hides one.'},
  ],
  pickers: [
    {
      prop: 'direction',
      part: 'ResizablePanelGroup',
      label: 'Direction',
      kind: 'state',
      initial: 'horizontal',
      options: [
        {value: 'horizontal', description: 'Side by side, a vertical handle.'},
        {value: 'vertical', description: 'Stacked, a horizontal handle.'},
      ],
    },
    {
      prop: 'handle',
      label: 'Handle',
      kind: 'state',
      initial: 'grip',
      options: [
        {value: 'grip', description: 'withHandle: a small grip in the middle of the line.'},
        {value: 'line', description: 'Just the line, which highlights on hover.'},
      ],
    },
  ],
  examples: [
    {
      id: 'SidePanelAndViewport',
      title: 'Side panel and viewport',
      description: 'The study browser beside the viewport with limits on both, and the sizes reported by onLayout.',
      viewerSource: 'platform/app/src/components/ViewportGrid.tsx',
    },
    {
      id: 'ListAboveDetails',
      title: 'List above details',
      description: 'A vertical split inside a panel: the list on top, the selected item’s details below.',
    },
  ],
  props: [
    {
      part: 'ResizablePanelGroup',
      props: [
        {
          name: 'direction',
          type: "'horizontal' | 'vertical'",
          description: 'Required: side by side or stacked.',
          passthrough: 'react-resizable-panels',
        },
        {
          name: 'onLayout',
          type: '(sizes: number[]) => void',
          description: 'Called with every panel’s size while resizing.',
          passthrough: 'react-resizable-panels',
        },
        {
          name: 'autoSaveId',
          type: 'string',
          description: 'Remembers the sizes in localStorage under this id.',
          passthrough: 'react-resizable-panels',
        },
        {name: 'className', type: 'string', description: 'Give the group a height (h-40) when it is not inside one.'},
      ],
    },
    {
      part: 'ResizablePanel',
      props: [
        {
          name: 'defaultSize',
          type: 'number',
          description: 'First size, in percent of the group.',
          passthrough: 'react-resizable-panels',
        },
        {
          name: 'minSize',
          type: 'number',
          description: 'Smallest size, in percent.',
          passthrough: 'react-resizable-panels',
        },
        {
          name: 'maxSize',
          type: 'number',
          description: 'Largest size, in percent.',
          passthrough: 'react-resizable-panels',
        },
        {
          name: 'collapsible',
          type: 'boolean',
          description: 'Lets the panel collapse below its minimum.',
          passthrough: 'react-resizable-panels',
        },
      ],
    },
    {
      part: 'ResizableHandle',
      props: [{name: 'withHandle', type: 'boolean', description: 'Draws a grip in the middle of the line.'}],
    },
  ],
  keyboard: [
    {keys: 'Tab', action: 'Focuses the handle.'},
    {
      keys: 'Arrow keys',
      action: 'Move the handle in steps (left/right in a horizontal group, up/down in a vertical one).',
    },
    {keys: 'Home / End', action: 'Move it to the smallest or largest size the limits allow.'},
    {keys: 'Enter', action: 'Collapses or restores a collapsible panel.'},
  ],
  accessibility: [
    'The handle is a focusable separator with its position as a value. It has no name of its own: pass aria-label (“Resize study browser”).',
  ],
};

export default doc;
