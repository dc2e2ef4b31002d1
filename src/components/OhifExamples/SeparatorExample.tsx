import React from 'react';
import {Separator} from '@ohif/ui-next';

export default function SeparatorExample() {
  return (
    <div className="w-64">
      <p>Patient</p>
      <Separator className="my-2" />
      <div className="text-muted-foreground flex h-5 items-center gap-3 text-sm">
        <span>CT</span>
        <Separator orientation="vertical" />
        <span>2024-03-14</span>
        <Separator orientation="vertical" />
        <span>4 series</span>
      </div>
    </div>
  );
}
