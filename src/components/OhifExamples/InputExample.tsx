import React, {useState} from 'react';
import {Input, Label} from '@ohif/ui-next';

export default function InputExample() {
  const [name, setName] = useState('Liver');
  return (
    <div className="w-64 space-y-2">
      <Label htmlFor="segment-name">Segment name</Label>
      <Input id="segment-name" value={name} onChange={(event) => setName(event.target.value)} />
      <Input aria-label="Search series" type="search" placeholder="Search series" />
      <p className="text-muted-foreground text-sm">Saved as: {name || '(empty)'}</p>
    </div>
  );
}
