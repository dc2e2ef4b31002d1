import React from 'react';
import {Combobox} from '@ohif/ui-next';

// The search matches `value`, so it holds the words a reader types, in lower case.
const SERIES = ['S1 CT Chest', 'S2 PET AC', 'S3 PET NAC', 'S4 Fusion'].map((label) => ({
  value: label.toLowerCase(),
  label,
}));

export function Preview({values}: {values: Record<string, string>}) {
  return <Combobox key={values.data} data={values.data === 'empty' ? [] : SERIES} placeholder={values.placeholder} />;
}

export function Usage() {
  return (
    <Combobox
      placeholder="Series"
      data={[
        {value: 's1 ct chest', label: 'S1 CT Chest'},
        {value: 's2 pet ac', label: 'S2 PET AC'},
      ]}
    />
  );
}

const LABELS = [
  'Liver',
  'Spleen',
  'Pancreas',
  'Left kidney',
  'Right kidney',
  'Gallbladder',
  'Aorta',
  'Inferior vena cava',
  'Stomach',
  'Duodenum',
  'Left adrenal gland',
  'Right adrenal gland',
];

/** Pick a segment label from a long list by typing part of it. */
export function SegmentLabel() {
  return <Combobox placeholder="Label" data={LABELS.map((label) => ({value: label.toLowerCase(), label}))} />;
}

/** Choose the series a measurement refers to. */
export function ReferencedSeries() {
  return <Combobox placeholder="Series" data={SERIES} />;
}
