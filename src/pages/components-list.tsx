import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import DesignNav from '@site/src/design-system/layout/DesignNav';
import {COMPONENTS, componentGroups, componentPath} from '@site/src/design-system/data/catalog';

// Static text only: this overview loads none of the library; each component's page does.
export default function ComponentsList(): React.JSX.Element {
  return (
    <Layout
      title="Component list"
      description="Every @ohif/ui-next component an extension author uses, grouped, each with its own page."
    >
      <DesignNav />
      <main className="container margin-vert--lg">
        <h1>Component list</h1>
        <p>
          These are the {COMPONENTS.length} components of <code>@ohif/ui-next</code> that the viewer&apos;s panels,
          dialogs and toolbars are built from. Each has a page with its variants live, examples taken from viewer
          screens, a usage snippet, its props, and the keys it answers to. Import them from <code>@ohif/ui-next</code>;
          inside the viewer the theme, the tooltip provider and the toaster are already in place.
        </p>
        {componentGroups().map(({group, label, components}) => (
          <section key={group} className="margin-bottom--lg">
            <Heading as="h2" id={group}>
              {label}
            </Heading>
            <ul className="row padding--none" style={{listStyle: 'none'}}>
              {components.map((entry) => (
                <li key={entry.slug} className="col col--6 margin-bottom--md">
                  <Link
                    to={componentPath(entry.slug)}
                    className="card padding--md"
                    style={{height: '100%', color: 'inherit'}}
                  >
                    <Heading as="h3" className="text--primary margin-bottom--xs">
                      {entry.name}
                    </Heading>
                    <p className="margin--none">{entry.summary}</p>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </main>
    </Layout>
  );
}
