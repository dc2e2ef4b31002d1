import type {ComponentDoc} from '../../types/docs';

const doc: ComponentDoc = {
  name: 'Dialog',
  group: 'overlays',
  exports: [
    'Dialog',
    'DialogTrigger',
    'DialogContent',
    'DialogHeader',
    'DialogTitle',
    'DialogDescription',
    'DialogFooter',
    'DialogClose',
  ],
  summary: 'A window over the viewer for one short task or a confirmation, with focus kept inside until it closes.',
  purpose: [
    'A Dialog stops the reader for a decision or a short form: confirm a deletion, name an export, choose what to do with unsaved measurements. It is Radix Dialog with the library’s window, overlay and a header that can double as a drag handle.',
    'The library adds its own switches on the root: isDraggable lets the reader move the window by its header, shouldCloseOnEsc and shouldCloseOnOverlayClick can keep it open while a form is busy, and showOverlay dims the viewer behind it. Inside the viewer, extensions usually open dialogs through the UI dialog service, which renders these same parts.',
  ],
  choose: [
    {
      instead: 'popover',
      when: 'when the reader must answer before going on. Settings the reader tweaks while looking at the image belong in a Popover.',
    },
    {instead: 'toast', when: 'when a choice is needed. A notice that needs no answer is a toast.'},
  ],
  pickers: [
    {
      prop: 'behaviour',
      label: 'Behaviour',
      kind: 'state',
      initial: 'default',
      options: [
        {value: 'default', description: 'Escape and a click outside close it.'},
        {
          value: 'stays-open',
          code: 'shouldCloseOnEsc={false} shouldCloseOnOverlayClick={false}',
          description: 'shouldCloseOnEsc and shouldCloseOnOverlayClick off: only its buttons close it.',
        },
        {value: 'draggable', code: 'isDraggable', description: 'isDraggable: move it by its header.'},
      ],
    },
    {
      prop: 'overlay',
      label: 'Overlay (showOverlay)',
      kind: 'state',
      initial: 'on',
      options: [
        {value: 'on', description: 'Dims the viewer behind the window.'},
        {
          value: 'off',
          code: 'showOverlay={false}',
          description: 'The viewer stays visible, for a dialog that refers to the image.',
        },
      ],
    },
  ],
  examples: [
    {
      id: 'ExportSegmentation',
      title: 'Export a segmentation',
      description:
        'A labelled field and a footer with Cancel and Export; both buttons close the dialog through DialogClose.',
      viewerSource: 'platform/ui-next/src/components/OHIFDialogs/InputDialog.tsx',
    },
    {
      id: 'ControlledConfirmation',
      title: 'Controlled confirmation',
      description:
        'No trigger: the app sets open itself, as the viewer does when it asks about untracked measurements.',
      viewerSource: 'extensions/measurement-tracking/src/contexts/TrackedMeasurementsContext/promptBeginTracking.js',
    },
  ],
  props: [
    {
      part: 'Dialog',
      props: [
        {
          name: 'open',
          type: 'boolean',
          description: 'Controlled open state; leave out to let trigger and close buttons manage it.',
          passthrough: 'Radix Dialog',
        },
        {
          name: 'onOpenChange',
          type: '(open: boolean) => void',
          description: 'Called when it opens or closes.',
          passthrough: 'Radix Dialog',
        },
        {name: 'isDraggable', type: 'boolean', description: 'The reader can move the window by its DialogHeader.'},
        {name: 'shouldCloseOnEsc', type: 'boolean', default: 'true', description: 'false keeps it open on Escape.'},
        {
          name: 'shouldCloseOnOverlayClick',
          type: 'boolean',
          default: 'true',
          description: 'false keeps it open on a click outside.',
        },
        {name: 'showOverlay', type: 'boolean', default: 'true', description: 'Dims what is behind the window.'},
      ],
    },
    {
      part: 'DialogTrigger',
      props: [
        {
          name: 'asChild',
          type: 'boolean',
          description: 'Use your Button as the trigger.',
          passthrough: 'Radix Dialog.Trigger',
        },
      ],
    },
    {
      part: 'DialogContent',
      props: [
        {name: 'unstyled', type: 'boolean', description: 'Drops the window’s default look, for a fully custom layout.'},
        {name: 'className', type: 'string', description: 'Width and spacing of the window.'},
      ],
    },
    {
      part: 'DialogClose',
      props: [
        {
          name: 'asChild',
          type: 'boolean',
          description: 'Use your Button as a closing button.',
          passthrough: 'Radix Dialog.Close',
        },
      ],
    },
  ],
  keyboard: [
    {keys: 'Tab / Shift + Tab', action: 'Cycle through the dialog’s controls only; focus cannot leave it.'},
    {keys: 'Escape', action: 'Closes it (unless shouldCloseOnEsc is false); focus returns to the trigger.'},
  ],
  accessibility: [
    'The window is a dialog named by its DialogTitle and described by DialogDescription: “Export segmentation, dialog, Saves the segments as a new DICOM SEG series”. Without a title it is announced unnamed, and Radix warns in the console.',
    'Focus moves into the dialog when it opens and back to the trigger when it closes; the page behind is hidden from screen readers meanwhile.',
  ],
};

export default doc;
