import React, {useEffect, useMemo, useState} from 'react';
import {
  SmartScrollbar,
  SmartScrollbarEndpoints,
  SmartScrollbarFill,
  SmartScrollbarIndicator,
  SmartScrollbarTrack,
  useByteArray,
} from '@ohif/ui-next';

const TOTAL = 120;

/** Which of the slices are loaded: one byte per slice, 1 when loaded. */
function loadedSlices(upTo: number): Uint8Array {
  const marked = new Uint8Array(TOTAL);
  marked.fill(1, 0, upTo);
  return marked;
}

export function Preview({values}: {values: Record<string, string>}) {
  const [slice, setSlice] = useState(40);
  const loaded = values.state === 'loading' ? 70 : TOTAL;
  const marked = useMemo(() => loadedSlices(loaded), [loaded]);
  return (
    <div className="flex h-48 items-stretch gap-4">
      <div className="flex w-48 items-center justify-center rounded bg-black text-sm">
        Slice {slice + 1} of {TOTAL}
      </div>
      <SmartScrollbar
        value={slice}
        total={TOTAL}
        onValueChange={setSlice}
        isLoading={values.state === 'loading'}
        enableKeyboardNavigation
        aria-label="Slice"
      >
        <SmartScrollbarTrack>
          <SmartScrollbarFill marked={marked} version={loaded} />
          {values.endpoints === 'on' && <SmartScrollbarEndpoints marked={marked} version={loaded} />}
        </SmartScrollbarTrack>
        <SmartScrollbarIndicator />
      </SmartScrollbar>
    </div>
  );
}

export function Usage() {
  const [slice, setSlice] = useState(0);
  return (
    <div className="h-64">
      <SmartScrollbar value={slice} total={120} onValueChange={setSlice} enableKeyboardNavigation aria-label="Slice">
        <SmartScrollbarTrack />
        <SmartScrollbarIndicator />
      </SmartScrollbar>
    </div>
  );
}

/** A viewport's stack scrollbar while its slices arrive, the fill growing as they load. */
export function LoadingStack() {
  const [slice, setSlice] = useState(0);
  const [loaded, setLoaded] = useState(30);
  const marked = useMemo(() => loadedSlices(loaded), [loaded]);
  return (
    <div className="flex h-48 items-stretch gap-4">
      <div className="flex w-48 flex-col items-center justify-center gap-2 rounded bg-black text-sm">
        <span>
          Slice {slice + 1}, {loaded} of {TOTAL} loaded
        </span>
        <button
          type="button"
          className="bg-primary/30 rounded px-2 py-1"
          onClick={() => setLoaded(Math.min(TOTAL, loaded + 30))}
        >
          Load 30 more
        </button>
      </div>
      <SmartScrollbar
        value={slice}
        total={TOTAL}
        onValueChange={setSlice}
        isLoading={loaded < TOTAL}
        enableKeyboardNavigation
        aria-label="Slice"
      >
        <SmartScrollbarTrack>
          <SmartScrollbarFill marked={marked} version={loaded} />
        </SmartScrollbarTrack>
        <SmartScrollbarIndicator />
      </SmartScrollbar>
    </div>
  );
}

/** Slices that carry a segment marked on the track, with the span's ends drawn. */
export function SegmentedSlices() {
  const [slice, setSlice] = useState(60);
  const marked = useMemo(() => {
    const bytes = new Uint8Array(TOTAL);
    bytes.fill(1, 48, 77);
    return bytes;
  }, []);
  return (
    <div className="flex h-48 items-stretch gap-4">
      <div className="flex w-48 items-center justify-center rounded bg-black text-sm">
        {slice >= 48 && slice < 77 ? 'Liver lesion on this slice' : 'No segment here'}
      </div>
      <SmartScrollbar value={slice} total={TOTAL} onValueChange={setSlice} enableKeyboardNavigation aria-label="Slice">
        <SmartScrollbarTrack>
          <SmartScrollbarFill marked={marked} version={1} className="bg-primary/60" />
          <SmartScrollbarEndpoints marked={marked} version={1} />
        </SmartScrollbarTrack>
        <SmartScrollbarIndicator />
      </SmartScrollbar>
    </div>
  );
}

/** Slices that arrive in any order, each marked as it comes, with the package's byte-array hook. */
export function ArrivingSlices() {
  const [slice, setSlice] = useState(0);
  const [run, setRun] = useState(0);
  const loaded = useByteArray(TOTAL, 50);
  const {setByte, resetWith} = loaded;
  useEffect(() => {
    // A server streams several images at once, so they do not arrive in slice order.
    const order = Array.from({length: TOTAL}, (_, index) => (index * 37) % TOTAL);
    let next = 0;
    const timer = window.setInterval(() => {
      for (let count = 0; count < 3 && next < TOTAL; count++) setByte(order[next++]!);
      if (next >= TOTAL) window.clearInterval(timer);
    }, 40);
    return () => window.clearInterval(timer);
  }, [run, setByte]);
  const reload = () => {
    resetWith((bytes) => bytes.fill(0));
    setRun(run + 1);
  };
  return (
    <div className="flex h-48 items-stretch gap-4">
      <div className="flex w-48 flex-col items-center justify-center gap-2 rounded bg-black text-sm">
        <span>{loaded.isFull ? 'All slices loaded' : 'Loading slices'}</span>
        <button type="button" className="bg-primary/30 rounded px-2 py-1" onClick={reload}>
          Load again
        </button>
      </div>
      <SmartScrollbar
        value={slice}
        total={TOTAL}
        onValueChange={setSlice}
        isLoading={!loaded.isFull}
        enableKeyboardNavigation
        aria-label="Slice"
      >
        <SmartScrollbarTrack>
          <SmartScrollbarFill marked={loaded.bytes} version={loaded.version} />
        </SmartScrollbarTrack>
        <SmartScrollbarIndicator />
      </SmartScrollbar>
    </div>
  );
}
