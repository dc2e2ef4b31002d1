import type {ComponentDoc} from '../../types/docs';

const doc: ComponentDoc = {
  name: 'Tabs',
  group: 'layout',
  exports: ['Tabs', 'TabsList', 'TabsTrigger', 'TabsContent'],
  summary: 'Switch between views of one area, or between a few display modes shown as icons.',
  purpose: [
    'Tabs split one area into views the reader switches between: the study browser’s Primary, Recent and All studies, or the display modes of the segmentation panel shown as icon-only tabs.',
    'Built on Radix Tabs: one TabsTrigger per view in a TabsList, and a TabsContent with the same value for each view that has content. Only the active content is rendered.',
  ],
  choose: [
    {
      instead: 'toggle',
      when: 'when each choice has its own content below. A ToggleGroup only sets a value; Tabs also switch what is shown.',
    },
    {
      instead: 'accordion',
      when: 'when one view at a time is enough. An Accordion lets several sections be open at once, stacked.',
    },
  ],
  pickers: [
    {
      prop: 'labels',
      label: 'Trigger content',
      kind: 'state',
      initial: 'text',
      options: [
        {value: 'text', description: 'Short words, as in the study browser.'},
        {value: 'icons', description: 'Icons only, each named with aria-label.'},
      ],
    },
    {
      prop: 'state',
      label: 'State',
      kind: 'state',
      initial: 'all-enabled',
      options: [
        {value: 'all-enabled', description: 'Every tab can be chosen.'},
        {value: 'one-disabled', description: 'The last tab is disabled and skipped by the arrow keys.'},
      ],
    },
  ],
  examples: [
    {
      id: 'StudyBrowserTabs',
      title: 'Study browser tabs',
      description: 'Three views of the patient’s studies, each with its own content.',
      viewerSource: 'platform/ui-next/src/components/StudyBrowser/StudyBrowser.tsx',
    },
    {
      id: 'DisplayModeTabs',
      title: 'Display mode tabs',
      description: 'Icon-only tabs that set how segments are drawn, controlled with value and onValueChange.',
      viewerSource: 'platform/ui-next/src/components/SegmentationTable/SegmentationTableConfig.tsx',
    },
    {
      id: 'ToolOptionRow',
      title: 'Tool option as a segmented control',
      description:
        'The option’s name on the left and two short choices on the right, with a line under it saying what the choice does; tool settings show options with a few values this way.',
      viewerSource: 'platform/ui-next/src/components/OHIFToolSettings/RowSegmentedControl.tsx',
    },
    {
      id: 'LayerTabs',
      title: 'One tab per layer of a fused viewport',
      description:
        'Tabs named by modality (CT, PT) choose which layer of a fused viewport a setting applies to, as the colormap menu of a viewport corner does.',
      viewerSource: 'extensions/cornerstone/src/components/WindowLevelActionMenu/Colormap.tsx',
    },
  ],
  props: [
    {
      part: 'Tabs',
      props: [
        {name: 'value', type: 'string', description: 'The controlled active tab.'},
        {name: 'defaultValue', type: 'string', description: 'The first active tab when uncontrolled.'},
        {name: 'onValueChange', type: '(value: string) => void', description: 'Called with the new tab’s value.'},
        {
          name: 'orientation',
          type: "'horizontal' | 'vertical'",
          default: "'horizontal'",
          description: 'Which arrow keys move between triggers.',
        },
        {
          name: 'activationMode',
          type: "'automatic' | 'manual'",
          default: "'automatic'",
          description: 'manual waits for Enter or Space before switching.',
        },
      ],
    },
    {
      part: 'TabsTrigger',
      props: [
        {
          name: 'value',
          type: 'string',
          description: 'Required: pairs the trigger with its content.',
          passthrough: 'Radix Tabs.Trigger',
        },
        {
          name: 'disabled',
          type: 'boolean',
          description: 'Shown but cannot be chosen.',
          passthrough: 'Radix Tabs.Trigger',
        },
      ],
    },
    {
      part: 'TabsContent',
      props: [
        {
          name: 'value',
          type: 'string',
          description: 'Required: the trigger that shows it.',
          passthrough: 'Radix Tabs.Content',
        },
      ],
    },
  ],
  keyboard: [
    {keys: 'Tab', action: 'Moves focus to the active trigger, then into the content.'},
    {keys: 'Arrow Left / Arrow Right', action: 'Moves between triggers and, in automatic mode, shows that view.'},
    {keys: 'Home / End', action: 'First or last trigger.'},
  ],
  accessibility: [
    'A screen reader hears a tab list: “Primary, tab, selected, 1 of 3”. Name the TabsList with aria-label when the tabs’ purpose is not obvious from the words.',
    'Icon-only triggers need an aria-label each, or they are announced as an unnamed tab.',
  ],
};

export default doc;
