import React from 'react';
import {ScrollArea} from '@ohif/ui-next';

const SERIES = Array.from({length: 30}, (_, index) => `Series ${index + 1}: ${index % 2 ? 'CT' : 'PT'} ${120 + index} images`);

export default function ScrollAreaExample() {
  return (
    <ScrollArea className="bg-muted h-48 w-72 rounded" showArrows>
      <ul className="p-2" tabIndex={0} aria-label="Series list">
        {SERIES.map((series) => (
          <li key={series} className="text-muted-foreground border-input border-b py-1.5">
            {series}
          </li>
        ))}
      </ul>
    </ScrollArea>
  );
}
