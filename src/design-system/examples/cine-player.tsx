import React, {useState} from 'react';
import {CinePlayer} from '@ohif/ui-next';

export function Preview({values}: {values: Record<string, string>}) {
  const [playing, setPlaying] = useState(values.state === 'playing');
  const dynamic = values.data === 'dynamic';
  const [group, setGroup] = useState(3);
  return (
    <div className="relative h-36 w-96 rounded bg-black">
      <CinePlayer
        key={`${values.state}-${values.data}`}
        className=""
        isPlaying={playing}
        onPlayPauseChange={setPlaying}
        onClose={() => setPlaying(false)}
        dynamicInfo={dynamic ? {dimensionGroupNumber: group, numDimensionGroups: 12, label: 'Time point'} : undefined}
        updateDynamicInfo={(info: {dimensionGroupNumber: number}) => setGroup(info.dimensionGroupNumber)}
      />
    </div>
  );
}

export function Usage() {
  const [playing, setPlaying] = useState(false);
  const [fps, setFps] = useState(24);
  return (
    <div className="relative h-32">
      <CinePlayer
        isPlaying={playing}
        onPlayPauseChange={setPlaying}
        frameRate={fps}
        onFrameRateChange={setFps}
        onClose={() => setPlaying(false)}
      />
    </div>
  );
}

/** Play a multi-frame series over a viewport, with the frame rate reported back. */
export function PlayOverViewport() {
  const [playing, setPlaying] = useState(false);
  const [fps, setFps] = useState(24);
  const [open, setOpen] = useState(true);
  return (
    <div className="space-y-2">
      <div className="relative h-36 w-96 rounded bg-black">
        {open && (
          <CinePlayer
            isPlaying={playing}
            frameRate={fps}
            onPlayPauseChange={setPlaying}
            onFrameRateChange={setFps}
            onClose={() => setOpen(false)}
          />
        )}
      </div>
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {open ? `${playing ? 'Playing' : 'Paused'} at ${fps} frames per second` : 'Cine player closed'}
      </p>
    </div>
  );
}

/** A 4D series: the player also steps through time points. */
export function DynamicVolume() {
  const [playing, setPlaying] = useState(false);
  const [info, setInfo] = useState({dimensionGroupNumber: 1, numDimensionGroups: 8, label: 'Frame time 0 s'});
  return (
    <div className="relative h-40 w-96 rounded bg-black">
      <CinePlayer
        isPlaying={playing}
        onPlayPauseChange={setPlaying}
        onClose={() => setPlaying(false)}
        dynamicInfo={info}
        updateDynamicInfo={(next: typeof info) =>
          setInfo({...next, label: `Frame time ${(next.dimensionGroupNumber - 1) * 15} s`})
        }
      />
    </div>
  );
}
