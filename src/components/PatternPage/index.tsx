import React, {type ComponentType, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import DesignNav from '@site/src/components/DesignNav';
import ShowCode from '@site/src/components/ShowCode';
import {LiveArea, OhifLibraryProvider} from '@site/src/components/OhifLibrary';
import {COMPONENT_DOCS} from '@site/src/data/ohifComponents';

type Props = {
  title: string;
  description: string;
  /** Imports the pattern's module (which imports the library). */
  load: () => Promise<{default: ComponentType}>;
  /** The pattern's source, for "Show code". */
  source: string;
  /** Ids of the component-list entries the pattern is built from. */
  parts: string[];
  /** What the pattern is for and what to try. */
  children: ReactNode;
};

/** A pattern page: why the pattern exists, the pattern live, its code, and its parts. */
export default function PatternPage({title, description, load, source, parts, children}: Props): React.JSX.Element {
  const docs = COMPONENT_DOCS.filter((doc) => parts.includes(doc.id));
  return (
    <Layout title={title} description={description}>
      <main className="container margin-vert--lg">
        <DesignNav />
        <nav aria-label="Breadcrumbs">
          <ul className="breadcrumbs">
            <li className="breadcrumbs__item">
              <Link className="breadcrumbs__link" to="/patterns">
                Patterns
              </Link>
            </li>
            <li className="breadcrumbs__item breadcrumbs__item--active">
              <span className="breadcrumbs__link" aria-current="page">
                {title}
              </span>
            </li>
          </ul>
        </nav>
        <h1>{title}</h1>
        {children}
        <OhifLibraryProvider load={load}>
          <LiveArea<{default: ComponentType}> label={`${title}, live`}>
            {({default: Pattern}) => (
              <div className="flex justify-center overflow-x-auto py-4">
                <Pattern />
              </div>
            )}
          </LiveArea>
        </OhifLibraryProvider>
        <ShowCode code={source} subject={title} />
        <h2>Built from</h2>
        <ul>
          {docs.map((doc) => (
            <li key={doc.id}>
              <Link to={`/components-list#${doc.id}`}>{doc.name}</Link>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
