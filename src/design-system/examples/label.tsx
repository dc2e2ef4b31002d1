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
