import React from 'react';
import PatternPage from '@site/src/design-system/layout/PatternPage';
import source from '!!example-source!@site/src/design-system/patterns/TmtvPanel.tsx';

const load = () => import('@site/src/design-system/patterns/TmtvPanel');

export default function TmtvPattern(): React.JSX.Element {
  return (
    <PatternPage
      title="TMTV panel"
      description="A total metabolic tumour volume panel built from @ohif/ui-next: threshold settings, regions and their summed volume."
      load={load}
      source={source}
      purpose={
        <p>
          The TMTV mode measures total metabolic tumour volume on PET: the reader draws a region around a lesion, a
          threshold keeps the voxels above a share of its maximum uptake, and the panel adds up the volumes. Its panel
          puts the threshold settings above the list of regions and the running total below.
        </p>
      }
      tryIt={
        <p>
          Move the percentage slider or switch to a fixed SUV range, run the threshold to add a region, and hide a
          region to see it leave the total.
        </p>
      }
    />
  );
}
