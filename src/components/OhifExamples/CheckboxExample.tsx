import React, {useState} from 'react';
import {Checkbox, Label} from '@ohif/ui-next';

const SERIES = ['CT Chest', 'PET AC', 'PET NAC'];

export default function CheckboxExample() {
  const [chosen, setChosen] = useState<string[]>(['CT Chest']);
  const toggle = (series: string, on: boolean) =>
    setChosen((current) => (on ? [...current, series] : current.filter((item) => item !== series)));
  return (
    <div className="space-y-2">
      {SERIES.map((series, index) => (
        <div key={series} className="flex items-center gap-2">
          <Checkbox
            id={`series-${index}`}
            checked={chosen.includes(series)}
            onCheckedChange={(on) => toggle(series, on === true)}
          />
          <Label htmlFor={`series-${index}`}>{series}</Label>
        </div>
      ))}
      <p className="text-muted-foreground text-sm">{chosen.length} series selected</p>
    </div>
  );
}
