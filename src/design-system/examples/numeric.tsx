import React, {useState} from 'react';
import {Numeric} from '@ohif/ui-next';

type Mode = 'number' | 'singleRange' | 'doubleRange' | 'stepper';

export function Preview({values}: {values: Record<string, string>}) {
  const mode = values.mode as Mode;
  return (
    <div className="w-72">
      <Numeric.Container key={mode} mode={mode} min={0} max={100} step={1} defaultValue={60} defaultValues={[20, 80]}>
        <Numeric.Label showValue>Opacity</Numeric.Label>
        <Numeric.NumberInput />
        <Numeric.SingleRange showNumberInput />
        <Numeric.DoubleRange showNumberInputs />
        <Numeric.NumberStepper direction="horizontal" />
      </Numeric.Container>
    </div>
  );
}

export function Usage() {
  const [opacity, setOpacity] = useState(60);
  return (
    <Numeric.Container
      mode="singleRange"
      min={0}
      max={100}
      step={1}
      value={opacity}
      onChange={(value) => setOpacity(value as number)}
    >
      <Numeric.Label showValue>Opacity</Numeric.Label>
      <Numeric.SingleRange showNumberInput />
    </Numeric.Container>
  );
}

/** A labelled slider with its number, like the opacity and border settings of segments. */
export function SegmentOpacity() {
  const [opacity, setOpacity] = useState(60);
  return (
    <div className="w-72 space-y-1">
      <Numeric.Container
        mode="singleRange"
        min={0}
        max={100}
        step={1}
        value={opacity}
        onChange={(value) => setOpacity(value as number)}
      >
        <Numeric.Label>Fill opacity</Numeric.Label>
        <Numeric.SingleRange showNumberInput />
      </Numeric.Container>
      <p className="text-muted-foreground text-sm">Segments drawn at {opacity}%.</p>
    </div>
  );
}

/** A range with two number fields, as the threshold range of a segmentation tool. */
export function ThresholdRange() {
  const [range, setRange] = useState<number[]>([100, 400]);
  return (
    <div className="w-80 space-y-1">
      <Numeric.Container
        mode="doubleRange"
        min={-1000}
        max={1000}
        step={10}
        values={range}
        onChange={(value) => setRange(value as number[])}
      >
        <Numeric.Label showValue>Threshold (HU)</Numeric.Label>
        <Numeric.DoubleRange showNumberInputs />
      </Numeric.Container>
    </div>
  );
}

/** A compact stepper, the frames-per-second control of the cine player. */
export function FrameRateStepper() {
  const [fps, setFps] = useState(24);
  return (
    <div className="bg-muted inline-flex items-center gap-2 rounded px-2 py-1">
      <Numeric.Container
        mode="stepper"
        min={1}
        max={90}
        step={1}
        value={fps}
        onChange={(value) => setFps(value as number)}
      >
        <Numeric.NumberStepper direction="horizontal" inputWidth="w-8">
          <span className="text-muted-foreground text-xs">FPS</span>
        </Numeric.NumberStepper>
      </Numeric.Container>
    </div>
  );
}

const LIGHTING = ['Ambient', 'Diffuse', 'Specular'];

/** Three compact rows of the volume-rendering menu: a fixed-width name, then a slider that takes the rest. */
export function VolumeLighting() {
  const [levels, setLevels] = useState<Record<string, number>>({Ambient: 0.2, Diffuse: 0.7, Specular: 0.3});
  return (
    <div role="group" aria-label="Lighting" className="bg-popover w-64 space-y-2 rounded p-2">
      {LIGHTING.map((name) => (
        <Numeric.Container
          key={name}
          mode="singleRange"
          min={0}
          max={1}
          step={0.1}
          value={levels[name]}
          onChange={(value) => setLevels((current) => ({...current, [name]: value as number}))}
        >
          <div className="flex items-center">
            <Numeric.Label className="w-20">{name}</Numeric.Label>
            <Numeric.SingleRange sliderClassName="mx-2 flex-grow" />
          </div>
        </Numeric.Container>
      ))}
    </div>
  );
}

/** Two steppers of a 4D series, each with its caption under it: which frame to show and how fast to play. */
export function FrameSteppers() {
  const [frame, setFrame] = useState(1);
  const [fps, setFps] = useState(10);
  const steppers = [
    {caption: 'Frame', value: frame, max: 24, set: setFrame},
    {caption: 'FPS', value: fps, max: 30, set: setFps},
  ];
  return (
    <div className="flex gap-4">
      {steppers.map(({caption, value, max, set}) => (
        <Numeric.Container
          key={caption}
          mode="stepper"
          min={1}
          max={max}
          step={1}
          value={value}
          onChange={(next) => set(next as number)}
        >
          <div className="flex flex-col items-center">
            <Numeric.NumberStepper direction="horizontal" className="h-7 w-16" />
            <Numeric.Label className="text-muted-foreground mt-1 text-sm">{caption}</Numeric.Label>
          </div>
        </Numeric.Container>
      ))}
    </div>
  );
}
