import React from 'react';
import {Badge} from '@ohif/ui-next';

type Variant = 'default' | 'secondary' | 'destructive' | 'outline';

export function Preview({values}: {values: Record<string, string>}) {
  return <Badge variant={values.variant as Variant}>12 measurements</Badge>;
}

export function Usage() {
  return <Badge variant="secondary">Tracked</Badge>;
}

/** A count beside a panel title, as in the measurement panel's header. */
export function CountInHeader() {
  return (
    <div className="bg-popover flex w-72 items-center justify-between rounded px-2 py-1">
      <span>Measurements</span>
      <Badge variant="secondary">3</Badge>
    </div>
  );
}

/** The state of a series: tracked, not saved, or its type. */
export function SeriesStates() {
  return (
    <ul className="w-72 space-y-1">
      <li className="flex items-center justify-between">
        <span>S2 CT Chest</span>
        <Badge>Tracked</Badge>
      </li>
      <li className="flex items-center justify-between">
        <span>S101 Measurements</span>
        <Badge variant="outline">SR</Badge>
      </li>
      <li className="flex items-center justify-between">
        <span>Liver lesions</span>
        <Badge variant="destructive">Not saved</Badge>
      </li>
    </ul>
  );
}
