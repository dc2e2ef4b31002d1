import React from 'react';
import {Button, Toaster, toast} from '@ohif/ui-next';

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
      <Toaster />
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
      <Toaster />
    </div>
  );
}
