import React, {useState} from 'react';
import {Icons, Toggle, ToggleGroup, ToggleGroupItem} from '@ohif/ui-next';

type Variant = 'default' | 'outline';
type Size = 'default' | 'sm' | 'lg';

export function Preview({values}: {values: Record<string, string>}) {
  return (
    <div className="flex items-center gap-4">
      <Toggle
        aria-label="Pin panel"
        variant={values.variant as Variant}
        size={values.size as Size}
        defaultPressed={values.state === 'pressed'}
        disabled={values.state === 'disabled'}
      >
        <Icons.Pin />
      </Toggle>
      <ToggleGroup
        type="single"
        defaultValue="outline"
        variant={values.variant as Variant}
        size={values.size as Size}
        aria-label="Segment display"
      >
        <ToggleGroupItem value="fill-outline" aria-label="Fill and outline">
          <Icons.DisplayFillAndOutline />
        </ToggleGroupItem>
        <ToggleGroupItem value="outline" aria-label="Outline only">
          <Icons.DisplayOutlineOnly />
        </ToggleGroupItem>
      </ToggleGroup>
    </div>
  );
}

export function Usage() {
  const [pinned, setPinned] = useState(false);
  return (
    <Toggle aria-label="Pin panel" pressed={pinned} onPressedChange={setPinned}>
      <Icons.Pin />
    </Toggle>
  );
}

/** Pin the side panel open: one toggle that stays pressed. */
export function PinPanel() {
  const [pinned, setPinned] = useState(false);
  return (
    <div className="flex items-center gap-2">
      <Toggle aria-label="Pin panel" pressed={pinned} onPressedChange={setPinned}>
        {pinned ? <Icons.PinFill /> : <Icons.Pin />}
      </Toggle>
      <span className="text-muted-foreground text-sm">Panel {pinned ? 'pinned' : 'not pinned'}</span>
    </div>
  );
}

/** One display mode out of three, as in the segmentation panel's settings. */
export function DisplayModeGroup() {
  const [display, setDisplay] = useState('fill-outline');
  return (
    <div className="flex items-center gap-2">
      <ToggleGroup
        type="single"
        variant="outline"
        aria-label="Segment display"
        value={display}
        onValueChange={(value: string) => value && setDisplay(value)}
      >
        <ToggleGroupItem value="fill-outline" aria-label="Fill and outline">
          <Icons.DisplayFillAndOutline />
        </ToggleGroupItem>
        <ToggleGroupItem value="outline" aria-label="Outline only">
          <Icons.DisplayOutlineOnly />
        </ToggleGroupItem>
        <ToggleGroupItem value="fill" aria-label="Fill only">
          <Icons.DisplayFillOnly />
        </ToggleGroupItem>
      </ToggleGroup>
      <span className="text-muted-foreground text-sm">Showing: {display}</span>
    </div>
  );
}
