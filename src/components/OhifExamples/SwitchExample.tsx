import React, {useState} from 'react';
import {Label, Switch} from '@ohif/ui-next';

export default function SwitchExample() {
  const [sync, setSync] = useState(true);
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-2">
        <Switch id="sync-viewports" checked={sync} onCheckedChange={setSync} />
        <Label htmlFor="sync-viewports">Sync changes in all viewports</Label>
      </div>
      <div className="flex items-center gap-2">
        <Switch id="switch-disabled" disabled />
        <Label htmlFor="switch-disabled">Disabled</Label>
      </div>
      <p className="text-muted-foreground text-sm">Sync is {sync ? 'on' : 'off'}</p>
    </div>
  );
}
