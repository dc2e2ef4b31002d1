import React, {useState} from 'react';
import {Select, SelectContent, SelectItem, SelectTrigger, SelectValue} from '@ohif/ui-next';

export default function SelectExample() {
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
