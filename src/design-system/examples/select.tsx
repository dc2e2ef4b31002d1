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

const SERIES = [
  {uid: 'series-1', label: 'Series 1', detail: 'CT · Chest 1.25 mm'},
  {uid: 'series-2', label: 'Series 2', detail: 'CT · Chest lung kernel'},
  {uid: 'series-3', label: 'Series 3', detail: 'SR · Measurements'},
];

/** The series picker of a metadata browser: a caption above, and a quieter detail after each series. */
export function SeriesPicker() {
  const [series, setSeries] = useState('series-1');
  return (
    <div className="flex w-72 flex-col">
      <span id="series-caption" className="text-muted-foreground pb-2 text-base">
        Series
      </span>
      <Select value={series} onValueChange={setSeries}>
        <SelectTrigger aria-labelledby="series-caption">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {SERIES.map((item) => (
            <SelectItem key={item.uid} value={item.uid}>
              {item.label}
              <span className="text-muted-foreground ml-1 text-xs">{item.detail}</span>
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** A narrow choice with no room for a visible label: the file type of a saved screenshot, named by aria-label. */
export function FileTypePicker() {
  const [fileType, setFileType] = useState('png');
  return (
    <div className="flex items-center gap-2">
      <span className="text-sm">Save as</span>
      <Select value={fileType} onValueChange={setFileType}>
        <SelectTrigger aria-label="File type" className="w-24">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="jpg">JPG</SelectItem>
          <SelectItem value="png">PNG</SelectItem>
        </SelectContent>
      </Select>
    </div>
  );
}
