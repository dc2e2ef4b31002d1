import React, {useState} from 'react';
import {Button, Toaster, toast} from '@ohif/ui-next';

/**
 * The page's one Toaster is the preview's: every Toaster draws every toast, so the examples below
 * call toast and leave the drawing to it, as extensions leave it to the viewer's own Toaster.
 */
export function Preview({values}: {values: Record<string, string>}) {
  const show = () => {
    const message = {
      success: 'Segmentation exported',
      info: 'Loading 120 images',
      warning: 'Series is not reconstructable',
      error: 'Could not reach the PACS',
    }[values.type as 'success'];
    const call = values.type === 'plain' ? toast : toast[values.type as 'success' | 'info' | 'warning' | 'error'];
    call(message ?? 'Measurement added', {
      description: values.description === 'with' ? 'Details on a second line.' : undefined,
    });
  };
  return (
    <div>
      <Button onClick={show}>Show toast</Button>
      <Toaster />
    </div>
  );
}

export function Usage() {
  return (
    <>
      <Button onClick={() => toast.success('Segmentation exported')}>Export</Button>
      <Toaster />
    </>
  );
}

/** The result of a long task: success with details, or an error that names the cause. */
export function ExportResult() {
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        onClick={() =>
          toast.success('Segmentation exported', {description: 'Saved as a DICOM SEG series in this study'})
        }
      >
        Export succeeds
      </Button>
      <Button
        variant="destructive"
        onClick={() => toast.error('Export failed', {description: 'The server refused the upload (HTTP 403)'})}
      >
        Export fails
      </Button>
    </div>
  );
}

/** A notice that replaces itself: loading, then done, using the toast's id. */
export function LoadingThenDone() {
  const run = () => {
    const id = toast.info('Loading 120 images', {duration: 10000});
    window.setTimeout(() => toast.success('All images loaded', {id}), 1500);
  };
  return (
    <div>
      <Button variant="secondary" onClick={run}>
        Load series
      </Button>
    </div>
  );
}

/** An error toast with an action button that opens the details, and a cancel button. */
export function ErrorWithAction() {
  const [details, setDetails] = useState(false);
  const fail = () =>
    toast.error('The viewport could not be rendered', {
      description: 'WebGL context lost',
      action: {label: 'Show details', onClick: () => setDetails(true)},
      cancel: {label: 'Dismiss', onClick: () => setDetails(false)},
    });
  return (
    <div className="space-y-2">
      <Button variant="secondary" onClick={fail}>
        Cause an error
      </Button>
      {details && <p className="text-muted-foreground text-sm">Details: the GPU reset while drawing viewport 2.</p>}
    </div>
  );
}

/** A toast that follows a promise: loading, then success or error. */
export function SavePromise() {
  const save = (succeed: boolean) =>
    toast.promise(
      new Promise<string>((resolve, reject) =>
        window.setTimeout(() => (succeed ? resolve('SR 1001') : reject(new Error('HTTP 503'))), 1500),
      ),
      {
        loading: 'Saving the report',
        success: (series) => `Report saved as series ${series}`,
        error: (error) => `Could not save the report: ${error instanceof Error ? error.message : 'unknown error'}`,
      },
    );
  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => save(true)}>Save</Button>
      <Button variant="secondary" onClick={() => save(false)}>
        Save, server down
      </Button>
    </div>
  );
}
