import React from 'react';
import Layout from '@theme/Layout';
import CardGrid from '@site/src/design-system/layout/CardGrid';
import DesignNav from '@site/src/design-system/layout/DesignNav';
import {PATTERNS} from '@site/src/design-system/data/designSystem';

export default function Patterns(): React.JSX.Element {
  return (
    <Layout title="Patterns" description="Viewer panels built from @ohif/ui-next components, live and with their code.">
      <DesignNav />
      <main className="container margin-vert--lg">
        <h1>Patterns</h1>
        <p>
          A side panel of the viewer is a handful of components arranged the same way each time: collapsible sections, a
          header row of actions, a list of data rows, and settings below. These patterns are working versions of the
          panels the viewer ships. Start from the one closest to your extension&apos;s panel and copy its code.
        </p>
        <CardGrid items={PATTERNS} />
      </main>
    </Layout>
  );
}
