import type {ComponentDoc} from '../../types/docs';

const doc: ComponentDoc = {
  name: 'Toast',
  group: 'overlays',
  exports: ['Toaster', 'toast'],
  summary: 'Brief notices that do not interrupt work: an export finished, a request failed.',
  purpose: [
    'A toast reports the result of something the reader started and then moved on from: an export, an upload, a server request. It appears in a corner, stays a few seconds and leaves; the reader does not have to answer it.',
    'The library wraps sonner. Render one Toaster (the viewer already does, so extensions only call toast), then call toast, toast.success, toast.info, toast.warning or toast.error from anywhere; the Toaster draws each type with its own icon.',
  ],
  choose: [
    {
      instead: 'dialog',
      when: 'for anything the reader does not need to act on. A question or a choice needs a Dialog.',
    },
    {instead: 'badge', when: 'for an event. A lasting state on screen (Tracked, 3 measurements) is a Badge.'},
  ],
  pickers: [
    {
      prop: 'type',
      label: 'Type',
      kind: 'state',
      initial: 'success',
      options: [
        {value: 'plain', description: 'toast(): neutral, no icon.'},
        {value: 'success', description: 'toast.success(): a task finished.'},
        {value: 'info', description: 'toast.info(): something is happening.'},
        {value: 'warning', description: 'toast.warning(): done, but with a problem to know about.'},
        {value: 'error', description: 'toast.error(): it failed.'},
      ],
    },
    {
      prop: 'description',
      label: 'Second line',
      kind: 'state',
      initial: 'without',
      options: [
        {value: 'without', description: 'The message only.'},
        {value: 'with', description: 'A description under the message.'},
      ],
    },
  ],
  examples: [
    {
      id: 'ExportResult',
      title: 'Export result',
      description: 'Success with where the data went, or an error with its cause, as after exporting a segmentation.',
      viewerSource: 'extensions/cornerstone-dicom-seg/src/commandsModule.ts',
    },
    {
      id: 'LoadingThenDone',
      title: 'Loading, then done',
      description: 'A second toast with the same id replaces the first instead of stacking.',
    },
  ],
  props: [
    {
      part: 'Toaster',
      props: [
        {
          name: 'position',
          type: "'top-left' | 'top-right' | 'bottom-left' | 'bottom-right' | 'top-center' | 'bottom-center'",
          default: "'bottom-right'",
          description: 'Corner of the screen.',
          passthrough: 'sonner',
        },
        {
          name: 'duration',
          type: 'number',
          default: '4000',
          description: 'Milliseconds a toast stays, unless it sets its own.',
          passthrough: 'sonner',
        },
      ],
    },
    {
      part: 'toast',
      props: [
        {
          name: 'description',
          type: 'ReactNode',
          description: 'Second argument’s field: a line under the message.',
          passthrough: 'sonner',
        },
        {name: 'duration', type: 'number', description: 'Milliseconds this toast stays.', passthrough: 'sonner'},
        {
          name: 'id',
          type: 'string | number',
          description: 'Reuse an id to replace a toast; toast.dismiss(id) removes it.',
          passthrough: 'sonner',
        },
      ],
    },
  ],
  keyboard: [
    {
      keys: 'Alt + T',
      action: 'Moves focus to the toasts (sonner’s hotkey), so a keyboard user can reach their buttons.',
    },
    {keys: 'Escape', action: 'With focus in a toast: dismisses it.'},
  ],
  accessibility: [
    'The toast area is a live region: a screen reader reads each new toast without moving focus (“Segmentation exported, Saved as a DICOM SEG series”).',
    'Toasts vanish on their own: never put the only way to undo or retry an action in one.',
  ],
};

export default doc;
