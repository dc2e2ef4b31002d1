import React from 'react';
import {Checkbox, Label, Switch} from '@ohif/ui-next';

export default function LabelExample() {
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-2">
        <Checkbox id="label-demo-checkbox" />
        <Label htmlFor="label-demo-checkbox">Clicking this label ticks the box</Label>
      </div>
      <div className="flex items-center gap-2">
        <Switch id="label-demo-switch" />
        <Label htmlFor="label-demo-switch">And this one flips the switch</Label>
      </div>
    </div>
  );
}
