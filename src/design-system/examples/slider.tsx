import React, {useState} from 'react';
import {Input, Label, Slider} from '@ohif/ui-next';

export function Preview({values}: {values: Record<string, string>}) {
  return (
    <div className="w-72">
      <Slider aria-label="Opacity" defaultValue={[60]} disabled={values.state === 'disabled'} />
    </div>
  );
}

export function Usage() {
  const [opacity, setOpacity] = useState([60]);
  return <Slider aria-label="Opacity" value={opacity} onValueChange={setOpacity} max={100} step={1} />;
}

/** Fill opacity of the segments, with its value typed or dragged. */
export function OpacityWithValue() {
  const [opacity, setOpacity] = useState(60);
  return (
    <div className="flex w-80 items-center gap-3">
      <Label className="w-16 flex-none">Opacity</Label>
      <Slider
        className="flex-1"
        value={[opacity]}
        onValueChange={([value]) => setOpacity(value ?? 0)}
        max={100}
        step={1}
      />
      <Input
        aria-label="Opacity value"
        className="w-14 flex-none"
        type="number"
        value={opacity}
        onChange={(event) => setOpacity(Math.min(100, Math.max(0, Number(event.target.value))))}
      />
    </div>
  );
}

/** Stepping through the images of a series one by one, with the position written above the slider. */
export function InstancePicker() {
  const count = 40;
  const [instance, setInstance] = useState(1);
  return (
    <div className="flex w-72 flex-col">
      <span className="text-muted-foreground pb-2 text-base">
        Instance {instance} of {count}
      </span>
      <Slider
        value={[instance]}
        onValueChange={([value]) => setInstance(value ?? 1)}
        min={1}
        max={count}
        step={1}
        className="pt-2"
      />
    </div>
  );
}
