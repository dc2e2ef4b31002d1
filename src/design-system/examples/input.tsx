import React, {useState} from 'react';
import {Input, Label} from '@ohif/ui-next';

export function Preview({values}: {values: Record<string, string>}) {
  return (
    <div className="w-64 space-y-1">
      <Label htmlFor="preview-input">Segment label</Label>
      <Input
        id="preview-input"
        type={values.type}
        placeholder={values.type === 'number' ? '0' : 'Segment 1'}
        disabled={values.state === 'disabled'}
      />
    </div>
  );
}

export function Usage() {
  const [label, setLabel] = useState('');
  return (
    <div className="space-y-1">
      <Label htmlFor="segment-label">Segment label</Label>
      <Input id="segment-label" value={label} onChange={(event) => setLabel(event.target.value)} />
    </div>
  );
}

/** The field of the viewer's rename dialog: prefilled with the current name. */
export function RenameField() {
  const [name, setName] = useState('Segment 1');
  return (
    <div className="w-72 space-y-1">
      <Label htmlFor="rename-segment">New name</Label>
      <Input id="rename-segment" value={name} onChange={(event) => setName(event.target.value)} autoFocus={false} />
      <p className="text-muted-foreground text-sm">Will be saved as “{name.trim() || 'Segment 1'}”.</p>
    </div>
  );
}

/** A number next to a setting, as in the threshold settings of the TMTV panel. */
export function ThresholdValue() {
  const [value, setValue] = useState(2.5);
  return (
    <div className="flex w-72 items-center gap-2">
      <Label htmlFor="suv-threshold" className="flex-1">
        SUV threshold
      </Label>
      <Input
        id="suv-threshold"
        className="w-20"
        type="number"
        step={0.1}
        min={0}
        value={value}
        onChange={(event) => setValue(Number(event.target.value))}
      />
    </div>
  );
}
