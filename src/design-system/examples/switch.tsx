import React, {useState} from 'react';
import {Label, Switch} from '@ohif/ui-next';

export function Preview({values}: {values: Record<string, string>}) {
  return (
    <div className="flex items-center gap-2">
      <Switch id="preview-switch" defaultChecked={values.state === 'on'} disabled={values.state === 'disabled'} />
      <Label htmlFor="preview-switch">Sync changes in all viewports</Label>
    </div>
  );
}

export function Usage() {
  const [synced, setSynced] = useState(false);
  return (
    <div className="flex items-center gap-2">
      <Switch id="sync" checked={synced} onCheckedChange={setSynced} />
      <Label htmlFor="sync">Sync viewports</Label>
    </div>
  );
}

/** Settings that apply at once, as in the segmentation panel's appearance settings. */
export function AppearanceSettings() {
  const [inactive, setInactive] = useState(false);
  const [labels, setLabels] = useState(true);
  return (
    <div className="w-72 space-y-2">
      <div className="flex items-center justify-between">
        <Label htmlFor="show-inactive-segs">Display inactive segmentations</Label>
        <Switch id="show-inactive-segs" checked={inactive} onCheckedChange={setInactive} />
      </div>
      <div className="flex items-center justify-between">
        <Label htmlFor="show-seg-labels">Show segment labels on hover</Label>
        <Switch id="show-seg-labels" checked={labels} onCheckedChange={setLabels} />
      </div>
    </div>
  );
}

/** A switch that changes what the panel lists: only measurements of the current study. */
export function FilterSwitch() {
  const [current, setCurrent] = useState(true);
  return (
    <div className="w-72 space-y-2">
      <div className="flex items-center gap-2">
        <Switch id="current-study-only" checked={current} onCheckedChange={setCurrent} />
        <Label htmlFor="current-study-only">Current study only</Label>
      </div>
      <p className="text-muted-foreground text-sm">{current ? '3 measurements' : '7 measurements in 2 studies'}</p>
    </div>
  );
}
