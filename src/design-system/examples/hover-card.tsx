import React from 'react';
import {Button, HoverCard, HoverCardContent, HoverCardTrigger, Icons} from '@ohif/ui-next';

type Align = 'start' | 'center' | 'end';
type Side = 'top' | 'right' | 'bottom' | 'left';

export function Preview({values}: {values: Record<string, string>}) {
  return (
    <div className="flex h-40 items-center justify-center">
      <HoverCard openDelay={200}>
        <HoverCardTrigger asChild>
          <Button variant="ghost">S2 PET AC</Button>
        </HoverCardTrigger>
        <HoverCardContent side={values.side as Side} align={values.align as Align}>
          <p className="text-foreground">PET attenuation corrected</p>
          <p>312 images, 2024-03-14</p>
        </HoverCardContent>
      </HoverCard>
    </div>
  );
}

export function Usage() {
  return (
    <HoverCard>
      <HoverCardTrigger asChild>
        <Button variant="ghost">Series</Button>
      </HoverCardTrigger>
      <HoverCardContent>Details of the series</HoverCardContent>
    </HoverCard>
  );
}

/** Details of a series on hover over its thumbnail label, without opening it. */
export function SeriesDetails() {
  return (
    <HoverCard openDelay={200}>
      <HoverCardTrigger asChild>
        <Button variant="secondary">S4 Fusion</Button>
      </HoverCardTrigger>
      <HoverCardContent align="start" className="space-y-1">
        <p className="text-foreground">PET/CT fusion</p>
        <p>Modality: PT over CT</p>
        <p>Frame of reference shared with S1</p>
      </HoverCardContent>
    </HoverCard>
  );
}

/** Segment statistics under an info icon, as a segment row can show them. */
export function SegmentStatistics() {
  return (
    <div className="flex items-center gap-2">
      <span>Liver lesion</span>
      <HoverCard openDelay={200}>
        <HoverCardTrigger asChild>
          <button type="button" aria-label="Statistics of Liver lesion" className="text-primary">
            <Icons.Info />
          </button>
        </HoverCardTrigger>
        <HoverCardContent side="right" className="w-56">
          <dl className="grid grid-cols-2 gap-1">
            <dt>Volume</dt>
            <dd className="text-foreground">12.4 mL</dd>
            <dt>SUV max</dt>
            <dd className="text-foreground">7.9</dd>
            <dt>SUV mean</dt>
            <dd className="text-foreground">4.2</dd>
          </dl>
        </HoverCardContent>
      </HoverCard>
    </div>
  );
}
