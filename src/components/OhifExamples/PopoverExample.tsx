import React, {useState} from 'react';
import {Button, Label, Popover, PopoverContent, PopoverTrigger, Slider} from '@ohif/ui-next';

export default function PopoverExample() {
  const [radius, setRadius] = useState(10);
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="secondary">Brush settings ({radius} mm)</Button>
      </PopoverTrigger>
      <PopoverContent className="w-64 space-y-2">
        <Label>Brush radius: {radius} mm</Label>
        <Slider value={[radius]} onValueChange={([value]) => setRadius(value ?? 1)} min={1} max={50} />
      </PopoverContent>
    </Popover>
  );
}
