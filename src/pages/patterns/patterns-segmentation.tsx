import React from 'react';
import PatternPage from '@site/src/design-system/layout/PatternPage';
import source from '!!example-source!@site/src/design-system/patterns/SegmentationPanel.tsx';

const load = () => import('@site/src/design-system/patterns/SegmentationPanel');

export default function SegmentationPattern(): React.JSX.Element {
  return (
    <PatternPage
      title="Segmentation panel"
      description="A working segmentation panel built from @ohif/ui-next: picker, actions, appearance settings and segments."
      load={load}
      source={source}
      purpose={
        <p>
          The segmentation panel lists the segments of the active segmentation and controls how they are drawn. Its top
          row holds the actions menu and the segmentation picker; below come the display settings, then one data row per
          segment.
        </p>
      }
      tryIt={
        <p>
          Switch segmentations, change the display mode or the opacity, select a segment, hide it with its eye button,
          or use its actions menu to rename, lock or delete it.
        </p>
      }
    />
  );
}
