import React from 'react';
import {Button, Label, Switch} from '@ohif/ui-next';

/**
 * The live part of /colors-and-type: a few of the library's parts on its surfaces, so a reader
 * sees the chosen theme on real components. Only pairings that pass AA in every preset are used
 * (see the contrast table), so the sample itself is not a finding.
 */
export function ThemeSample(): React.JSX.Element {
  return (
    <div className="bg-background text-foreground flex flex-wrap items-start gap-4 text-base">
      <div className="bg-muted flex flex-col gap-3 rounded p-3">
        <span className="text-foreground text-lg">Segmentation</span>
        <div className="flex items-center gap-2">
          <Switch id="theme-sample-outline" defaultChecked />
          <Label htmlFor="theme-sample-outline">Show outlines</Label>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary">Export</Button>
          <Button variant="destructive">Delete</Button>
        </div>
      </div>
      <div className="bg-card text-card-foreground border-input rounded border p-3">A card or dialog</div>
      <div className="bg-popover text-popover-foreground rounded p-3">A menu or tooltip</div>
    </div>
  );
}
