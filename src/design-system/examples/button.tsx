import React, {useState} from 'react';
import {Button, Icons} from '@ohif/ui-next';

type Variant = 'default' | 'secondary' | 'ghost' | 'link' | 'outline' | 'destructive';
type Size = 'default' | 'sm' | 'lg' | 'icon';

export function Preview({values}: {values: Record<string, string>}) {
  const size = values.size as Size;
  return (
    <div className="flex items-center gap-3">
      <Button
        variant={values.variant as Variant}
        size={size}
        disabled={values.state === 'disabled'}
        aria-label={size === 'icon' ? 'Add segment' : undefined}
      >
        {size === 'icon' ? <Icons.Add /> : 'Add segment'}
      </Button>
    </div>
  );
}

export function Usage() {
  return <Button onClick={() => console.log('saved')}>Save</Button>;
}

/** The footer of a confirmation dialog: the main action last, the way out before it. */
export function DialogFooterButtons() {
  const [answer, setAnswer] = useState('');
  return (
    <div className="w-80 space-y-3">
      <p>Delete the segmentation “Liver lesions”?</p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => setAnswer('Kept')}>
          Cancel
        </Button>
        <Button variant="destructive" onClick={() => setAnswer('Deleted')}>
          Delete
        </Button>
      </div>
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {answer || 'No choice yet'}
      </p>
    </div>
  );
}

/** A panel header row: a text button with an icon and an icon-only button. */
export function PanelHeaderActions() {
  const [count, setCount] = useState(1);
  return (
    <div className="bg-muted flex w-72 items-center justify-between rounded px-2 py-1">
      <Button variant="ghost" size="sm" onClick={() => setCount(count + 1)}>
        <Icons.Add /> Add segment
      </Button>
      <Button variant="ghost" size="icon" aria-label="Segmentation settings">
        <Icons.Settings />
      </Button>
      <span className="text-muted-foreground text-sm">{count} segments</span>
    </div>
  );
}

/** An action that is not available yet, disabled until the study has a segmentation. */
export function DisabledUntilReady() {
  const [ready, setReady] = useState(false);
  return (
    <div className="flex items-center gap-2">
      <Button variant="outline" onClick={() => setReady(!ready)}>
        {ready ? 'Remove segmentation' : 'Create segmentation'}
      </Button>
      <Button disabled={!ready}>Export DICOM SEG</Button>
    </div>
  );
}
