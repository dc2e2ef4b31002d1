import type {ComponentDoc} from '../../types/docs';

const doc: ComponentDoc = {
  name: 'Card',
  group: 'data-display',
  exports: ['Card', 'CardHeader', 'CardTitle', 'CardDescription', 'CardContent', 'CardFooter'],
  summary: 'A bordered surface that groups a title, some content and actions.',
  purpose: [
    'Card groups one subject on a surface of its own: a preset to apply, a summary of a study, a block of a settings page. Its parts only set spacing and type: CardHeader holds CardTitle (an <h3>) and CardDescription, then CardContent and CardFooter.',
    'The default padding is generous (24 px); inside dense panels, reduce it with className (p-4).',
  ],
  choose: [
    {
      instead: 'panel-section',
      when: 'outside the side panels. Inside a panel, group content in collapsible PanelSections, which match the panel’s look.',
    },
    {instead: 'dialog', when: 'when the content can sit on the page. A Dialog interrupts and takes focus.'},
  ],
  pickers: [
    {
      prop: 'parts',
      label: 'Parts used',
      kind: 'state',
      initial: 'full',
      options: [
        {value: 'full', description: 'Header, content and a footer with actions.'},
        {value: 'no-footer', description: 'Header and content only.'},
        {value: 'title-only', description: 'Just a titled surface.'},
      ],
    },
  ],
  examples: [
    {
      id: 'ProtocolChoice',
      title: 'A choice with its action',
      description: 'A layout preset described in a card, applied from its footer.',
    },
    {
      id: 'StudyFigures',
      title: 'Study figures',
      description: 'Tighter padding for a card inside a panel that summarises a study.',
    },
  ],
  props: [
    {
      part: 'Card',
      props: [{name: 'className', type: 'string', description: 'Width, margins, or a different padding.'}],
    },
    {
      part: 'CardTitle',
      props: [{name: 'className', type: 'string', description: 'Renders an <h3>; add classes to change its size.'}],
    },
    {
      part: 'CardContent',
      props: [{name: 'className', type: 'string', description: 'The content block; default padding p-6 pt-0.'}],
    },
  ],
  keyboard: [],
  accessibility: [
    'A Card is a plain <div> with no role; its CardTitle is an <h3>, so it appears in a screen reader’s heading list. Keep that level right for the page it sits on, or change the element.',
    'Focusable things inside (the footer’s buttons) are reached with Tab as usual.',
  ],
};

export default doc;
