import React from 'react';
import Layout from '@theme/Layout';
import CardGrid from '@site/src/design-system/layout/CardGrid';
import DesignNav from '@site/src/design-system/layout/DesignNav';
import {DESIGN_SECTIONS} from '@site/src/design-system/data/designSystem';

export default function Components(): React.JSX.Element {
  return (
    <Layout
      title="Components"
      description="The OHIF Viewer's component library, @ohif/ui-next: components, colours and type, and panel patterns."
    >
      <DesignNav />
      <main className="container margin-vert--lg">
        <h1>Components</h1>
        <p>
          The viewer&apos;s interface is built from one component library, <code>@ohif/ui-next</code>: buttons, inputs,
          menus, the rows of the segmentation and measurement lists, the panels that hold them. Extensions import the
          same components, so a panel you add looks and behaves like the ones the viewer ships.
        </p>
        <p>
          Everything on these pages is the published library itself, rendered live from the npm package, not a redrawing
          of it. The live parts load only when you open one of the pages below.
        </p>
        <CardGrid items={DESIGN_SECTIONS} />
      </main>
    </Layout>
  );
}
