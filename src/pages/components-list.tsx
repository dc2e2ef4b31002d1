import React, {useId, useState} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import DesignNav from '@site/src/design-system/layout/DesignNav';
import {COMPONENTS, componentGroups, componentPath} from '@site/src/design-system/data/catalog';
import {matchesFilter} from '@site/src/design-system/data/pageNavigation';

/**
 * Narrows the list to the components whose name, summary or exports hold every word typed. It
 * only hides cards of the static list, so it exists once scripts run: without them the whole
 * list is there and a box that does nothing would not be.
 */
function FilterBox({query, onChange, shown}: {query: string; onChange: (query: string) => void; shown: number}) {
  const id = useId();
  const isBrowser = useIsBrowser();
  // The box's height is kept while the page hydrates, so the list does not move when it appears.
  return (
    <div className="margin-bottom--lg" style={{minHeight: '4.5rem'}}>
      {isBrowser && (
        <>
          <label htmlFor={id} className="text--bold">
            Filter by name, summary or export
          </label>
          <input
            id={id}
            type="search"
            className="margin-top--xs"
            style={{display: 'block', width: '100%', maxWidth: '24rem', padding: '0.4rem 0.6rem', font: 'inherit'}}
            value={query}
            onChange={(event) => onChange(event.target.value)}
          />
          <p role="status" className="margin-top--xs margin-bottom--none text--small">
            {query.trim() === ''
              ? ''
              : shown === 0
                ? `No component matches “${query.trim()}”. Try fewer or shorter words.`
                : `${shown} of ${COMPONENTS.length} components match.`}
          </p>
        </>
      )}
    </div>
  );
}

// Static text only: this overview loads none of the library; each component's page does.
export default function ComponentsList(): React.JSX.Element {
  const [query, setQuery] = useState('');
  const shown = COMPONENTS.filter((entry) => matchesFilter(entry, query)).length;
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
        <FilterBox query={query} onChange={setQuery} shown={shown} />
        {componentGroups().map(({group, label, components}) => (
          <section
            key={group}
            className="margin-bottom--lg"
            hidden={!components.some((entry) => matchesFilter(entry, query))}
          >
            <Heading as="h2" id={group}>
              {label}
            </Heading>
            <ul className="row padding--none" style={{listStyle: 'none'}}>
              {components.map((entry) => (
                <li key={entry.slug} className="col col--6 margin-bottom--md" hidden={!matchesFilter(entry, query)}>
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
