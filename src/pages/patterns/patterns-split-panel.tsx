import React from 'react';
import PatternPage from '@site/src/design-system/layout/PatternPage';
import source from '!!example-source!@site/src/design-system/patterns/SplitPanel.tsx';

const load = () => import('@site/src/design-system/patterns/SplitPanel');

export default function SplitPanelPattern(): React.JSX.Element {
  return (
    <PatternPage
      title="Split panel"
      description="A resizable split between a study browser and a viewport, built from @ohif/ui-next."
      load={load}
      source={source}
      purpose={
        <p>
          The viewer&apos;s side panels sit next to the viewport grid and can be made wider or narrower. The split is a
          resizable panel group: each panel has a default, a minimum and a maximum size in percent, and the handle
          between them can be dragged or focused and moved with the arrow keys.
        </p>
      }
      tryIt={
        <p>Drag the handle, or press Tab until it is focused and use the arrow keys; pick a series on the left.</p>
      }
    />
  );
}
