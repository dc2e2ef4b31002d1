import React, {useState} from 'react';
import {Input, Label, Slider} from '@ohif/ui-next';

export default function SliderExample() {
  const [opacity, setOpacity] = useState(60);
  const [range, setRange] = useState([40, 400]);
  return (
    <div className="w-80 space-y-4">
      <div className="flex items-center gap-3">
        <Label className="w-16 flex-none">Opacity</Label>
        <Slider className="flex-1" value={[opacity]} onValueChange={([value]) => setOpacity(value ?? 0)} max={100} step={1} />
        <Input
          aria-label="Opacity value"
          className="w-14 flex-none"
          type="number"
          value={opacity}
          onChange={(event) => setOpacity(Math.min(100, Math.max(0, Number(event.target.value))))}
        />
      </div>
      <div className="flex items-center gap-3">
        <Label className="w-16 flex-none">Range</Label>
        <Slider className="flex-1" value={range} onValueChange={setRange} min={-1000} max={1000} step={10} />
        <span className="text-muted-foreground w-24 flex-none text-sm">
          {range[0]} to {range[1]}
        </span>
      </div>
    </div>
  );
}
