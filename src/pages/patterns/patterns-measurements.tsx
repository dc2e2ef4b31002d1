import React from 'react';
import PatternPage from '@site/src/design-system/layout/PatternPage';
import source from '!!example-source!@site/src/design-system/patterns/MeasurementsPanel.tsx';

const load = () => import('@site/src/design-system/patterns/MeasurementsPanel');

export default function MeasurementsPattern(): React.JSX.Element {
  return (
    <PatternPage
      title="Measurements panel"
      description="A working measurements panel built from @ohif/ui-next: tracked measurements, actions and export."
      load={load}
      source={source}
      purpose={
        <p>
          The measurements panel shows what the reader has measured in the current study. Each measurement is a data row
          whose detail lines carry the value and where it was taken; selecting a row is how the viewer jumps to the
          image.
        </p>
      }
      tryIt={
        <p>
          Select a measurement, duplicate or delete one from its actions menu, then export the list; the result is
          reported with a toast, as in the viewer.
        </p>
      }
    />
  );
}
