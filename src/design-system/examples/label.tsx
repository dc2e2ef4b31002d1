import React, {useState} from 'react';
import {Checkbox, Input, Label, Switch} from '@ohif/ui-next';

export function Preview({values}: {values: Record<string, string>}) {
  return (
    <div className="flex w-72 items-center gap-2">
      {values.control === 'switch' && <Switch id="preview-label-control" />}
      {values.control === 'checkbox' && <Checkbox id="preview-label-control" />}
      <Label htmlFor="preview-label-control">Show segment labels</Label>
      {values.control === 'input' && <Input id="preview-label-control" className="w-32" defaultValue="Liver" />}
    </div>
  );
}

export function Usage() {
  return (
    <div className="flex items-center gap-2">
      <Checkbox id="sync-viewports" />
      <Label htmlFor="sync-viewports">Sync viewports</Label>
    </div>
  );
}

/** A settings row: the label names the switch, and clicking it flips the switch. */
export function SettingRow() {
  const [on, setOn] = useState(true);
  return (
    <div className="flex w-72 items-center justify-between">
      <Label htmlFor="show-inactive">Show inactive segmentations</Label>
      <Switch id="show-inactive" checked={on} onCheckedChange={setOn} />
    </div>
  );
}

/** Label above a field, as in the export dialog of a segmentation. */
export function FieldAbove() {
  return (
    <div className="w-72 space-y-1">
      <Label htmlFor="series-description">Series description</Label>
      <Input id="series-description" defaultValue="Liver lesions" />
    </div>
  );
}

const PATIENT_FIELDS = [
  {id: 'suv-weight', name: 'Weight', unit: 'kg', value: '72'},
  {id: 'suv-dose', name: 'Total dose', unit: 'MBq', value: '350'},
  {id: 'suv-half-life', name: 'Half-life', unit: 's', value: '6586'},
];

/** Rows of a form: each label takes a fixed width, ends with its unit in a quieter colour, and names its field. */
export function LabelsWithUnits() {
  return (
    <div className="w-80 space-y-2">
      {PATIENT_FIELDS.map((field) => (
        <div key={field.id} className="flex items-center">
          <Label htmlFor={field.id} className="min-w-32 flex-shrink-0">
            {field.name}
            <span className="text-muted-foreground"> {field.unit}</span>
          </Label>
          <Input id={field.id} type="number" defaultValue={field.value} />
        </div>
      ))}
    </div>
  );
}
