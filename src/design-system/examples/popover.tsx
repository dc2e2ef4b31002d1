import React, {useState} from 'react';
import {Button, Label, Popover, PopoverContent, PopoverTrigger, Slider, Switch} from '@ohif/ui-next';

type Side = 'top' | 'right' | 'bottom' | 'left';
type Align = 'start' | 'center' | 'end';

export function Preview({values}: {values: Record<string, string>}) {
  return (
    <div className="flex h-32 items-center justify-center">
      <Popover>
        <PopoverTrigger asChild>
          <Button variant="secondary">Brush settings</Button>
        </PopoverTrigger>
        <PopoverContent side={values.side as Side} align={values.align as Align} className="w-56">
          <p>Radius, shape and mode of the brush.</p>
        </PopoverContent>
      </Popover>
    </div>
  );
}

export function Usage() {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="secondary">Settings</Button>
      </PopoverTrigger>
      <PopoverContent>Controls go here.</PopoverContent>
    </Popover>
  );
}

/** The settings of one tool, next to the tool, as for the brush radius. */
export function BrushRadius() {
  const [radius, setRadius] = useState(10);
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="secondary">Brush ({radius} mm)</Button>
      </PopoverTrigger>
      <PopoverContent className="w-64 space-y-2">
        <Label>Brush radius: {radius} mm</Label>
        <Slider
          aria-label="Brush radius"
          value={[radius]}
          onValueChange={([value]) => setRadius(value ?? 1)}
          min={1}
          max={50}
        />
      </PopoverContent>
    </Popover>
  );
}

/** Viewport overlay options behind one button, as in a viewport's corner menu. */
export function OverlayOptions() {
  const [annotations, setAnnotations] = useState(true);
  const [segmentation, setSegmentation] = useState(true);
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="ghost">Overlays</Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-64 space-y-2">
        <div className="flex items-center justify-between">
          <Label htmlFor="show-annotations">Annotations</Label>
          <Switch id="show-annotations" checked={annotations} onCheckedChange={setAnnotations} />
        </div>
        <div className="flex items-center justify-between">
          <Label htmlFor="show-segmentation">Segmentation</Label>
          <Switch id="show-segmentation" checked={segmentation} onCheckedChange={setSegmentation} />
        </div>
      </PopoverContent>
    </Popover>
  );
}
