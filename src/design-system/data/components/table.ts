import type {ComponentDoc} from '../../types/docs';

const doc: ComponentDoc = {
  name: 'Table',
  group: 'data-display',
  exports: ['Table', 'TableHeader', 'TableBody', 'TableFooter', 'TableRow', 'TableHead', 'TableCell', 'TableCaption'],
  summary: 'A styled HTML table for lists with columns: studies, DICOM tags, segment statistics.',
  purpose: [
    'When items have several attributes to compare, a table beats a list of rows: the studies on a server, the tags of a DICOM header, statistics per segment. The Table parts are the native table elements (table, thead, tbody, tfoot, tr, th, td, caption) with the library’s type, borders and hover colours.',
    'Table wraps the <table> in a div that scrolls sideways when the columns do not fit (noScroll turns that off). A row with data-state="selected" keeps the selected colours.',
  ],
  choose: [
    {
      instead: 'data-row',
      when: 'when items have several columns to compare. Segments and measurements, with their colour, visibility and actions menu, are DataRows.',
    },
    {instead: 'card', when: 'for many items of the same shape; a Card presents one.'},
  ],
  pickers: [
    {
      prop: 'selection',
      label: 'Selection',
      kind: 'state',
      initial: 'none',
      options: [
        {value: 'none', description: 'Rows only highlight on hover.'},
        {value: 'one-selected', description: 'The second row has data-state="selected".'},
      ],
    },
    {
      prop: 'scroll',
      label: 'Overflow',
      kind: 'state',
      initial: 'scroll',
      options: [
        {value: 'scroll', description: 'Wide tables scroll inside their wrapper (the default).'},
        {value: 'no-scroll', description: 'noScroll: the wrapper does not scroll; the page or a ScrollArea does.'},
      ],
    },
  ],
  examples: [
    {
      id: 'StudyRows',
      title: 'Study rows',
      description:
        'Studies with a caption; choosing a patient selects the row (through a button, so the keyboard can do it too).',
    },
    {
      id: 'StatisticsWithTotal',
      title: 'Statistics with a total',
      description: 'Volumes per segment with right-aligned numbers and their sum in the footer.',
    },
  ],
  props: [
    {
      part: 'Table',
      props: [
        {
          name: 'noScroll',
          type: 'boolean',
          default: 'false',
          description: 'Turns off the wrapper’s horizontal scrolling.',
        },
        {
          name: 'containerClassName',
          type: 'string',
          description: 'Classes of the wrapping div, such as a maximum height.',
        },
        {name: 'className', type: 'string', description: 'Classes of the <table> itself.'},
      ],
    },
    {
      part: 'TableRow',
      props: [
        {
          name: 'data-state',
          type: "'selected'",
          description: 'Keeps the row in the selected colours.',
          passthrough: 'the <tr> element',
        },
      ],
    },
    {
      part: 'TableHead',
      props: [{name: 'className', type: 'string', description: 'A header cell (<th>); align numbers with text-right.'}],
    },
  ],
  keyboard: [
    {keys: 'Tab', action: 'Only reaches what is focusable inside the cells: the table and its rows are not focusable.'},
  ],
  accessibility: [
    'It is a real table: a screen reader announces its size and reads each cell with its column header. Use TableHead for header cells and a TableCaption (or aria-label on Table) to name it.',
    'Clicking a row is a pointer-only action: put a button or link in a cell for the same action, as in the study rows example.',
  ],
};

export default doc;
