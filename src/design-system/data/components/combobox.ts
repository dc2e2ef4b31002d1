import type {ComponentDoc} from '../../types/docs';

const doc: ComponentDoc = {
  name: 'Combobox',
  group: 'inputs',
  exports: ['Combobox'],
  summary: 'Pick one item from a long list by typing to filter it, in a popover under an outline button.',
  purpose: [
    'When the list is too long to scan (segment labels from a terminology, the series of a large study), a Combobox lets the reader type a few letters and pick from what matches. It is a ready-made composition of the library’s Popover, Button and Command parts: a 200 px outline button that shows the choice or the placeholder, and a popover with a search field, the filtered list and a “No … found.” line.',
    'It is deliberately simple: it takes data and placeholder, keeps the chosen value to itself and reports nothing. Choosing the checked item again clears it. To use the choice in your code, compose the same parts (Popover, Command, CommandInput, CommandItem) yourself.',
  ],
  choose: [
    {instead: 'select', when: 'for lists longer than a dozen entries, where typing beats scrolling.'},
    {instead: 'input', when: 'when the value must be one of a known list; free text is an Input.'},
  ],
  pickers: [
    {
      prop: 'placeholder',
      label: 'Placeholder',
      kind: 'state',
      initial: 'Select item...',
      options: [
        {value: 'Select item...', description: 'The library’s default. The search field says “Search select item...”.'},
        {
          value: 'Series',
          description: 'A noun: the field says “Search series...” and the empty line “No series found.”.',
        },
      ],
    },
    {
      prop: 'data',
      label: 'Data',
      kind: 'state',
      initial: 'items',
      options: [
        {value: 'items', code: 'data={series}', description: 'Four series to choose from; typing “pet” leaves two.'},
        {value: 'empty', code: 'data={[]}', description: 'An empty list: only the “No … found.” line.'},
      ],
    },
  ],
  examples: [
    {
      id: 'SegmentLabel',
      title: 'Segment label',
      description: 'Twelve abdominal structures; typing “kid” leaves the two kidneys.',
    },
    {
      id: 'ReferencedSeries',
      title: 'Referenced series',
      description: 'The series of a PET/CT study, with the placeholder naming what is chosen.',
    },
  ],
  props: [
    {
      part: 'Combobox',
      props: [
        {
          name: 'data',
          type: 'Array<{value: string; label: string}>',
          default: '[]',
          description: 'The items. value identifies an item and is what the search matches.',
        },
        {
          name: 'placeholder',
          type: 'string',
          default: "'Select item...'",
          description:
            'Button text until something is chosen; also used, lower-cased, in the search field and the empty line.',
        },
      ],
    },
  ],
  keyboard: [
    {keys: 'Enter / Space', action: 'On the button: opens the list with focus in the search field.'},
    {keys: 'Typing', action: 'Filters the list.'},
    {keys: 'Arrow Up / Arrow Down', action: 'Moves through the matches.'},
    {keys: 'Enter', action: 'Chooses the highlighted item and closes.'},
    {keys: 'Escape', action: 'Closes without choosing.'},
  ],
  accessibility: [
    'The button has role combobox and aria-expanded and shows the choice or the placeholder; a label outside it is not tied to it, so prefer a placeholder that names the field.',
    'The search field has no label of its own, only its placeholder (“Search series...”).',
  ],
};

export default doc;
