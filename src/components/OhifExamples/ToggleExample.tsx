import React, {useState} from 'react';
import {Icons, Toggle, ToggleGroup, ToggleGroupItem} from '@ohif/ui-next';

export default function ToggleExample() {
  const [pinned, setPinned] = useState(false);
  const [display, setDisplay] = useState('fill-outline');
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-2">
        <Toggle aria-label="Pin panel" pressed={pinned} onPressedChange={setPinned}>
          <Icons.Pin />
        </Toggle>
        <span className="text-muted-foreground text-sm">Panel {pinned ? 'pinned' : 'not pinned'}</span>
      </div>
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
    </div>
  );
}
