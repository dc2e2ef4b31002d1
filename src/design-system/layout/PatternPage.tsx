import React, {type ComponentType, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import DesignNav from '@site/src/design-system/layout/DesignNav';
import ExampleTabs, {ExampleTabsWithoutScript} from '@site/src/design-system/layout/ExampleTabs';
import {PageTocColumn, PageTocMobile} from '@site/src/design-system/layout/PageToc';
import {LiveArea, OhifLibraryProvider} from '@site/src/design-system/library';
import ThemePicker from '@site/src/design-system/theme/ThemePicker';
import {componentBySlug, componentPath} from '@site/src/design-system/data/catalog';
import {PATTERNS} from '@site/src/design-system/data/designSystem';
import type {TocEntry} from '@site/src/design-system/data/pageNavigation';

type Props = {
  title: string;
  description: string;
  /** Imports the pattern's module (which imports the library). */
  load: () => Promise<{default: ComponentType}>;
  /** The pattern's source, for the Code tab. */
  source: string;
  /** What the pattern is for. */
  purpose: ReactNode;
  /** What to try in the live pattern. */
  tryIt: ReactNode;
};

/** The pattern page's headings, for its table of contents. */
const TOC: TocEntry[] = [
  {id: 'purpose', value: 'What it is for', level: 2},
  {id: 'try-it', value: 'Try it', level: 2},
  {id: 'built-from', value: 'Built from', level: 2},
];

/** A pattern page: why the pattern exists, the pattern live with its code, and its parts. */
export default function PatternPage({title, description, load, source, purpose, tryIt}: Props): React.JSX.Element {
  // The parts are listed with the pattern in PATTERNS, which also gives component pages their links back.
  const parts = PATTERNS.find((pattern) => pattern.title === title)?.parts ?? [];
  return (
    <Layout title={title} description={description}>
      <DesignNav />
      <ExampleTabsWithoutScript />
      <div className="container margin-vert--lg">
        <div className="row">
          {/* min-width 0: a wide code line or table must not push the table of contents to a row of its own. */}
          <main className="col" style={{minWidth: 0}}>
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
            <PageTocMobile toc={TOC} />
            <Heading as="h2" id="purpose">
              What it is for
            </Heading>
            {purpose}
            <Heading as="h2" id="try-it">
              Try it
            </Heading>
            {tryIt}
            <ThemePicker />
            <ExampleTabs
              title={title}
              code={source}
              preview={
                <OhifLibraryProvider load={load}>
                  <LiveArea<{default: ComponentType}> label={`${title}, live`}>
                    {({default: Pattern}) => (
                      <div className="flex justify-center overflow-x-auto py-4">
                        <Pattern />
                      </div>
                    )}
                  </LiveArea>
                </OhifLibraryProvider>
              }
            />
            <Heading as="h2" id="built-from">
              Built from
            </Heading>
            <ul>
              {parts.map((slug) => (
                <li key={slug}>
                  <Link to={componentPath(slug)}>{componentBySlug(slug)?.name ?? slug}</Link>:{' '}
                  {componentBySlug(slug)?.summary}
                </li>
              ))}
            </ul>
          </main>
          <PageTocColumn toc={TOC} />
        </div>
      </div>
    </Layout>
  );
}
