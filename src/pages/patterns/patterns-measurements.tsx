import React from 'react';
import PatternPage from '@site/src/components/PatternPage';
import source from '!!example-source!@site/src/components/OhifPatterns/MeasurementsPanel.tsx';

const load = () => import('@site/src/components/OhifPatterns/MeasurementsPanel');

export default function MeasurementsPattern(): React.JSX.Element {
  return (
    <PatternPage
      title="Measurements panel"
      description="A working measurements panel built from @ohif/ui-next: tracked measurements, actions and export."
      load={load}
      source={source}
      parts={['panel-section', 'badge', 'data-row', 'button', 'toast']}
    >
      <p>
        The measurements panel shows what the reader has measured in the current study. Each measurement is a data row
        whose detail lines carry the value and where it was taken; selecting a row is how the viewer jumps to the image.
      </p>
      <p>
        Try it: select a measurement, duplicate or delete one from its actions menu, then export the list; the result
        is reported with a toast, as in the viewer.
      </p>
    </PatternPage>
  );
}
