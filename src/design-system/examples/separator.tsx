import React from 'react';
import {Separator} from '@ohif/ui-next';

/** The thickness becomes a class at run time; named here so Tailwind generates it: h-[1px] w-[1px] h-[2px] w-[2px]. */
export function Preview({values}: {values: Record<string, string>}) {
  const vertical = values.orientation === 'vertical';
  return (
    <div className={vertical ? 'flex h-6 items-center gap-3' : 'w-64 space-y-2'}>
      <span>Patient</span>
      <Separator orientation={values.orientation as 'horizontal' | 'vertical'} thickness={values.thickness} />
      <span>Study</span>
    </div>
  );
}

export function Usage() {
  return <Separator className="my-2" />;
}

/** Study details on one line, split by vertical rules, as in a study summary. */
export function StudySummaryLine() {
  return (
    <div className="text-muted-foreground flex h-5 items-center gap-3 text-sm">
      <span>CT</span>
      <Separator orientation="vertical" />
      <span>2024-03-14</span>
      <Separator orientation="vertical" />
      <span>4 series</span>
    </div>
  );
}

/** A rule between groups of settings, exposed to screen readers. */
export function SettingsGroups() {
  return (
    <div className="w-64 space-y-2">
      <p>Display</p>
      <Separator decorative={false} />
      <p>Export</p>
    </div>
  );
}
