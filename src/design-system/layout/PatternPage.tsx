import React, {type ComponentType, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import DesignNav from '@site/src/design-system/layout/DesignNav';
import ShowCode from '@site/src/design-system/layout/ShowCode';
import {LiveArea, OhifLibraryProvider} from '@site/src/design-system/library';
import ThemePicker from '@site/src/design-system/theme/ThemePicker';
import {componentBySlug, componentPath} from '@site/src/design-system/data/catalog';
import {PATTERNS} from '@site/src/design-system/data/designSystem';

type Props = {
  title: string;
  description: string;
  /** Imports the pattern's module (which imports the library). */
  load: () => Promise<{default: ComponentType}>;
  /** The pattern's source, for "Show code". */
  source: string;
  /** What the pattern is for and what to try. */
  children: ReactNode;
};

/** A pattern page: why the pattern exists, the pattern live, its code, and its parts. */
export default function PatternPage({title, description, load, source, children}: Props): React.JSX.Element {
  // The parts are listed with the pattern in PATTERNS, which also gives component pages their links back.
  const parts = PATTERNS.find((pattern) => pattern.title === title)?.parts ?? [];
  return (
    <Layout title={title} description={description}>
      <DesignNav />
      <main className="container margin-vert--lg">
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
        <ThemePicker />
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
          {parts.map((slug) => (
            <li key={slug}>
              <Link to={componentPath(slug)}>{componentBySlug(slug)?.name ?? slug}</Link>:{' '}
              {componentBySlug(slug)?.summary}
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
