import React from 'react';
import {Button, Toaster, toast} from '@ohif/ui-next';

export default function ToastExample() {
  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => toast.success('Segmentation exported', {description: 'Saved as DICOM SEG'})}>
        Success
      </Button>
      <Button variant="secondary" onClick={() => toast.info('Loading 120 images')}>
        Info
      </Button>
      <Button variant="secondary" onClick={() => toast.warning('Series is not reconstructable')}>
        Warning
      </Button>
      <Button variant="destructive" onClick={() => toast.error('Could not reach the PACS')}>
        Error
      </Button>
      <Toaster />
    </div>
  );
}
