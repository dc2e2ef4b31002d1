import React, {useState} from 'react';
import {Label, Select, SelectContent, SelectItem, SelectTrigger, SelectValue} from '@ohif/ui-next';

export function Preview({values}: {values: Record<string, string>}) {
  return (
    <div className="w-64">
      <Select defaultValue={values.state === 'empty' ? undefined : 'liver'} disabled={values.state === 'disabled'}>
        <SelectTrigger aria-label="Active segmentation">
          <SelectValue placeholder="Choose a segmentation" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="liver">Liver segmentation</SelectItem>
          <SelectItem value="lungs">Lung nodules</SelectItem>
          <SelectItem value="tmtv" disabled>
            TMTV (not loaded)
          </SelectItem>
        </SelectContent>
      </Select>
    </div>
  );
}

export function Usage() {
  const [value, setValue] = useState('liver');
  return (
    <Select value={value} onValueChange={setValue}>
      <SelectTrigger aria-label="Active segmentation">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="liver">Liver segmentation</SelectItem>
        <SelectItem value="lungs">Lung nodules</SelectItem>
      </SelectContent>
    </Select>
  );
}

/** The segmentation picker at the top of the segmentation panel. */
export function SegmentationPicker() {
  const [segmentation, setSegmentation] = useState('liver');
  return (
    <div className="w-64 space-y-2">
      <Select value={segmentation} onValueChange={setSegmentation}>
        <SelectTrigger aria-label="Active segmentation">
          <SelectValue placeholder="Choose a segmentation" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="liver">Liver segmentation</SelectItem>
          <SelectItem value="lungs">Lung nodules</SelectItem>
          <SelectItem value="tmtv">TMTV (PET)</SelectItem>
        </SelectContent>
      </Select>
      <p className="text-muted-foreground text-sm">Active: {segmentation}</p>
    </div>
  );
}

/** A labelled setting: the threshold strategy of the TMTV panel. */
export function StrategySetting() {
  const [strategy, setStrategy] = useState('max');
  return (
    <div className="w-72 space-y-1">
      <Label id="strategy-label">Threshold strategy</Label>
      <Select value={strategy} onValueChange={setStrategy}>
        <SelectTrigger aria-labelledby="strategy-label">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="max">Percentage of max SUV</SelectItem>
          <SelectItem value="range">Range threshold</SelectItem>
        </SelectContent>
      </Select>
    </div>
  );
}
