import React, {useState} from 'react';
import {DoubleSlider} from '@ohif/ui-next';

export function Preview({values}: {values: Record<string, string>}) {
  return (
    <div className="w-80">
      <DoubleSlider
        key={values.inputs}
        min={0}
        max={100}
        step={1}
        defaultValue={[20, 80]}
        showNumberInputs={values.inputs === 'with'}
      />
    </div>
  );
}

export function Usage() {
  const [range, setRange] = useState([100, 400]);
  return <DoubleSlider min={-1000} max={1000} step={10} defaultValue={range} onValueChange={setRange} />;
}

/** A range of CT values for a threshold tool, with both ends typed or dragged. */
export function HounsfieldRange() {
  const [range, setRange] = useState([100, 400]);
  return (
    <div className="w-80 space-y-1">
      <p>Threshold range (HU)</p>
      <DoubleSlider min={-1000} max={1000} step={10} defaultValue={range} onValueChange={setRange} showNumberInputs />
      <p className="text-muted-foreground text-sm">
        Voxels from {range[0]} to {range[1]} HU are painted.
      </p>
    </div>
  );
}

/** A range with decimal steps: SUV values of a PET threshold. */
export function SuvRange() {
  const [range, setRange] = useState([2.5, 10]);
  return (
    <div className="w-80 space-y-1">
      <p>SUV range</p>
      <DoubleSlider min={0} max={20} step={0.5} defaultValue={range} onValueChange={setRange} showNumberInputs />
      <p className="text-muted-foreground text-sm">
        SUV {range[0]} to {range[1]}
      </p>
    </div>
  );
}
