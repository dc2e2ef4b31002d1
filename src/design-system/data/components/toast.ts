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
    {
      id: 'ErrorWithAction',
      title: 'Error with a button',
      description:
        'An error that offers its details through an action button, with a cancel button beside it, as the viewer’s error boundary does.',
      viewerSource: 'platform/ui-next/src/components/Errorboundary/ErrorBoundary.tsx',
    },
    {
      id: 'SavePromise',
      title: 'Following a promise',
      description:
        'toast.promise shows a loading toast and turns it into success or error when the promise settles, as the notification service does when it is given a promise.',
      viewerSource: 'platform/ui-next/src/contextProviders/NotificationProvider.tsx',
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
        {
          name: 'richColors',
          type: 'boolean',
          default: 'true',
          description:
            'Tinted backgrounds for success, info, warning and error toasts. The library’s Toaster turns it on (sonner’s own default is off); pass false for plain dark toasts.',
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
        {
          name: 'action',
          type: '{label: ReactNode; onClick: (event) => void}',
          description: 'A button in the toast: a click runs onClick, then closes the toast.',
          passthrough: 'sonner',
        },
        {
          name: 'cancel',
          type: '{label: ReactNode; onClick: (event) => void}',
          description: 'A quieter second button, such as Dismiss: a click runs onClick, then closes the toast.',
          passthrough: 'sonner',
        },
      ],
    },
    {
      part: 'toast.promise',
      props: [
        {
          name: 'loading',
          type: 'ReactNode',
          description: 'Message while the promise (the first argument) is pending.',
          passthrough: 'sonner',
        },
        {
          name: 'success',
          type: 'ReactNode | ((result) => ReactNode)',
          description: 'Message once it resolves; a function receives the result.',
          passthrough: 'sonner',
        },
        {
          name: 'error',
          type: 'ReactNode | ((error) => ReactNode)',
          description: 'Message if it rejects; a function receives the error.',
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
