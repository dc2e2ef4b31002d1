import React from 'react';
import {ScrollArea} from '@ohif/ui-next';

const SERIES = Array.from(
  {length: 30},
  (_, index) => `S${index + 1} ${index % 2 ? 'CT' : 'PT'}, ${120 + index} images`,
);

export function Preview({values}: {values: Record<string, string>}) {
  return (
    <ScrollArea className="bg-muted h-40 w-72 rounded" showArrows={values.arrows === 'on'}>
      <ul className="p-2" tabIndex={0} aria-label="Series list">
        {SERIES.map((series) => (
          <li key={series} className="border-input border-b py-1.5">
            {series}
          </li>
        ))}
      </ul>
    </ScrollArea>
  );
}

export function Usage() {
  return (
    <ScrollArea className="h-48">
      <div className="p-2">Long content…</div>
    </ScrollArea>
  );
}

/** A long series list in a fixed-height panel, with fading edges while more is hidden. */
export function SeriesList() {
  return (
    <ScrollArea className="bg-muted h-48 w-72 rounded" showArrows>
      <ul className="p-2" tabIndex={0} aria-label="Series of the study">
        {SERIES.map((series) => (
          <li key={series} className="text-muted-foreground border-input border-b py-1.5">
            {series}
          </li>
        ))}
      </ul>
    </ScrollArea>
  );
}

/** Scrollable tag values of a DICOM header, the content of a tag browser. */
export function TagValues() {
  const tags = Array.from({length: 24}, (_, index) => [
    `(0008,${(index * 16 + 0x20).toString(16).padStart(4, '0')})`,
    `Value ${index + 1}`,
  ]);
  return (
    <ScrollArea className="h-40 w-80 rounded border">
      <table className="w-full text-sm" tabIndex={0} aria-label="DICOM tags">
        <tbody>
          {tags.map(([tag, value]) => (
            <tr key={tag} className="border-input border-b">
              <td className="text-muted-foreground px-2 py-1 font-mono">{tag}</td>
              <td className="px-2 py-1">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}
