import React, {useState} from 'react';
import {Button, Checkbox, Label} from '@ohif/ui-next';

export function Preview({values}: {values: Record<string, string>}) {
  return (
    <div className="flex items-center gap-2">
      <Checkbox
        id="preview-checkbox"
        defaultChecked={values.state === 'checked'}
        disabled={values.state === 'disabled'}
      />
      <Label htmlFor="preview-checkbox">Include series S2</Label>
    </div>
  );
}

export function Usage() {
  const [checked, setChecked] = useState(false);
  return (
    <div className="flex items-center gap-2">
      <Checkbox id="include-series" checked={checked} onCheckedChange={(value) => setChecked(value === true)} />
      <Label htmlFor="include-series">Include this series</Label>
    </div>
  );
}

const SERIES = ['S1 CT Chest', 'S2 PET AC', 'S3 Fusion'];

/** Pick the series to export, then confirm with a button. */
export function SeriesToExport() {
  const [chosen, setChosen] = useState<string[]>(['S1 CT Chest']);
  const [sent, setSent] = useState('');
  return (
    <div className="w-72 space-y-2">
      {SERIES.map((series) => (
        <div key={series} className="flex items-center gap-2">
          <Checkbox
            id={`export-${series}`}
            checked={chosen.includes(series)}
            onCheckedChange={(value) =>
              setChosen(value === true ? [...chosen, series] : chosen.filter((s) => s !== series))
            }
          />
          <Label htmlFor={`export-${series}`}>{series}</Label>
        </div>
      ))}
      <Button size="sm" disabled={chosen.length === 0} onClick={() => setSent(`Exported ${chosen.length} series`)}>
        Export
      </Button>
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {sent}
      </p>
    </div>
  );
}

/** An option of a dialog, applied only when the dialog is confirmed. */
export function DialogOption() {
  return (
    <div className="flex items-center gap-2">
      <Checkbox id="remember-choice" defaultChecked />
      <Label htmlFor="remember-choice">Remember my choice for this study</Label>
    </div>
  );
}
