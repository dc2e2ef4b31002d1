import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import DesignNav from '@site/src/components/DesignNav';
import ComponentSection from '@site/src/components/ComponentSection';
import {OhifLibraryProvider} from '@site/src/components/OhifLibrary';
import {exampleSources} from '@site/src/components/OhifExamples/sources';
import {COMPONENT_DOCS} from '@site/src/data/ohifComponents';

const loadExamples = () => import('@site/src/components/OhifExamples');

export default function ComponentsList(): React.JSX.Element {
  return (
    <Layout title="Component list" description="Each component of @ohif/ui-next, live, with example code and its props.">
      <main className="container margin-vert--lg">
        <DesignNav />
        <h1>Component list</h1>
        <p>
          The components below are the ones extension authors reach for when building a panel, a dialog or a toolbar
          entry. Each comes with a live example you can use, the code of that example, and the props you will set
          most. Import them from <code>@ohif/ui-next</code>; inside the viewer the theme, the tooltip provider and the
          toaster are already in place.
        </p>
        <nav aria-label="Components on this page">
          <ul>
            {COMPONENT_DOCS.map((doc) => (
              <li key={doc.id}>
                <Link to={`#${doc.id}`}>{doc.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <OhifLibraryProvider load={loadExamples}>
          {COMPONENT_DOCS.map((doc) => (
            <ComponentSection key={doc.id} doc={doc} source={exampleSources[doc.example] ?? ''} />
          ))}
        </OhifLibraryProvider>
      </main>
    </Layout>
  );
}
