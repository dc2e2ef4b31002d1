import React from 'react';
import PatternPage from '@site/src/design-system/layout/PatternPage';
import source from '!!example-source!@site/src/design-system/patterns/DataRowStates.tsx';

const load = () => import('@site/src/design-system/patterns/DataRowStates');

export default function DataRowPattern(): React.JSX.Element {
  return (
    <PatternPage
      title="Data rows"
      description="Every state of the @ohif/ui-next DataRow: selected, hidden, locked, read only and with status indicators."
      load={load}
      source={source}
      purpose={
        <p>
          Segment lists, measurement lists and region lists are all made of the same row. These are its states side by
          side. Hover a row to reveal its eye button and actions menu; the selected row keeps them visible.
        </p>
      }
      tryIt={<p>Select rows, hide and show them, lock one, or delete one; each event is listed on the right.</p>}
    />
  );
}
