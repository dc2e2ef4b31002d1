import React, {useCallback, useState} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import NotFound from '@theme/NotFound';
import DesignNav from '@site/src/design-system/layout/DesignNav';
import ComponentSidebarFold from '@site/src/design-system/layout/ComponentSidebarFold';
import PropsTable from '@site/src/design-system/layout/PropsTable';
import ExampleTabs, {ExampleTabsWithoutScript} from '@site/src/design-system/layout/ExampleTabs';
import GroupPager from '@site/src/design-system/layout/GroupPager';
import IconNames from '@site/src/design-system/layout/IconNames';
import {PageTocColumn, PageTocMobile} from '@site/src/design-system/layout/PageToc';
import LibraryFindings from '@site/src/design-system/layout/LibraryFindings';
import Anatomy from '@site/src/design-system/layout/Anatomy';
import {LiveArea, OhifLibraryProvider} from '@site/src/design-system/library';
import ThemePicker from '@site/src/design-system/theme/ThemePicker';
import {componentBySlug, componentPath} from '@site/src/design-system/data/catalog';
import {PATTERNS} from '@site/src/design-system/data/designSystem';
import {componentToc, sectionId} from '@site/src/design-system/data/pageNavigation';
import {pickerSnippet, snippetFollowsPickers} from '@site/src/design-system/data/pickerSnippet';
import {exampleSource} from '@site/src/design-system/examples/sources';
import {loadExamples, type ExampleModule} from '@site/src/design-system/examples/load';
import type {ComponentEntry, Picker} from '@site/src/design-system/types/docs';

/** Radio groups that set the preview's props; their option descriptions are static text. */
function Pickers({
  doc,
  values,
  onChange,
}: {
  doc: ComponentEntry;
  values: Record<string, string>;
  onChange: (prop: string, value: string) => void;
}) {
  return (
    <div className="row">
      {doc.pickers.map((picker: Picker) => (
        <fieldset key={picker.prop} className="col margin-bottom--md" style={{border: 0, minWidth: '14rem'}}>
          <legend className="text--bold">
            {picker.label}
            {/* The prop's name only when it is one: some pickers set a state of the example. */}
            {doc.props.some(({props}) => props.some((prop) => prop.name === picker.prop)) && (
              <>
                {' '}
                <code>{picker.part ? `${picker.part} ${picker.prop}` : picker.prop}</code>
              </>
            )}
          </legend>
          <ul className="padding-left--none margin-bottom--none" style={{listStyle: 'none'}}>
            {picker.options.map((option) => {
              const id = `picker-${picker.prop}-${option.value}`;
              return (
                <li key={option.value} className="margin-bottom--xs">
                  <input
                    type="radio"
                    id={id}
                    name={`picker-${picker.prop}`}
                    value={option.value}
                    checked={values[picker.prop] === option.value}
                    onChange={() => onChange(picker.prop, option.value)}
                    aria-describedby={`${id}-description`}
                  />{' '}
                  <label htmlFor={id}>
                    <code>{option.value}</code>
                  </label>
                  <span id={`${id}-description`} className="text--small">
                    {' '}
                    — {option.description}
                  </span>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}

/** The code of what the pickers show, following them; the code block has the theme's copy button. */
function PickerSnippet({code}: {code: string}) {
  return (
    <div className="margin-bottom--lg">
      <p className="margin-bottom--sm" id="picker-snippet-label">
        The code for the options chosen above:
      </p>
      <div aria-labelledby="picker-snippet-label" role="group">
        <CodeBlock language="tsx">{code}</CodeBlock>
      </div>
    </div>
  );
}

/** Sections a page has beyond its data, after its live preview; the icons page lists every icon. */
const EXTRA_SECTIONS: Partial<Record<string, {id: string; title: string; Section: React.ComponentType<{id: string}>}>> =
  {icons: {id: 'icon-names', title: 'All icon names', Section: IconNames}};

function ComponentDocPage({doc}: {doc: ComponentEntry}): React.JSX.Element {
  const source = exampleSource(doc.slug);
  const load = useCallback(() => loadExamples(doc.slug), [doc.slug]);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(doc.pickers.map((picker) => [picker.prop, picker.initial])),
  );
  const setValue = (prop: string, value: string) => setValues((current) => ({...current, [prop]: value}));
  const patterns = PATTERNS.filter((pattern) => pattern.parts.includes(doc.slug));
  const usage = source?.parts.Usage;
  const extra = EXTRA_SECTIONS[doc.slug];
  const toc = componentToc(doc, {hasPatterns: patterns.length > 0, extra: extra ? [extra] : []});

  return (
    <Layout title={`${doc.name} component`} description={doc.summary}>
      <DesignNav />
      <ExampleTabsWithoutScript />
      <div className="container margin-vert--lg">
        <div className="row">
          <div className="col col--3">
            <ComponentSidebarFold current={doc.slug} />
          </div>
          {/* min-width 0: a wide code line or table must not push the table of contents to a row of its own. */}
          <main className="col" style={{minWidth: 0}}>
            <nav aria-label="Breadcrumbs">
              <ul className="breadcrumbs">
                <li className="breadcrumbs__item">
                  <Link className="breadcrumbs__link" to="/components-list">
                    Component list
                  </Link>
                </li>
                <li className="breadcrumbs__item breadcrumbs__item--active">
                  <span className="breadcrumbs__link" aria-current="page">
                    {doc.name}
                  </span>
                </li>
              </ul>
            </nav>
            <Heading as="h1">{doc.name}</Heading>
            <p className="text--lg">{doc.summary}</p>
            {/* Plain text: the light code theme's string colour is below AA contrast. */}
            <CodeBlock language="text">{`import {${doc.exports.join(', ')}} from '@ohif/ui-next';`}</CodeBlock>
            <PageTocMobile toc={toc} />

            <Heading as="h2" id={sectionId.purpose}>
              What it is for
            </Heading>
            {doc.purpose.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {doc.choose.length > 0 && (
              <>
                <Heading as="h3" id={sectionId.choosing}>
                  When to pick it
                </Heading>
                <ul>
                  {doc.choose.map(({instead, when}) => {
                    const other = componentBySlug(instead);
                    return (
                      <li key={instead}>
                        Rather than <Link to={componentPath(instead)}>{other?.name ?? instead}</Link>: {when}
                      </li>
                    );
                  })}
                </ul>
              </>
            )}

            <OhifLibraryProvider load={load}>
              <Heading as="h2" id={sectionId.preview}>
                {doc.pickers.length > 0 ? 'Variants and states' : 'Live preview'}
              </Heading>
              {doc.pickers.length > 0 && <Pickers doc={doc} values={values} onChange={setValue} />}
              <ThemePicker />
              <LiveArea<ExampleModule> label={`${doc.name} preview`}>
                {({Preview}) => <Preview values={values} />}
              </LiveArea>
              {snippetFollowsPickers(doc) && <PickerSnippet code={pickerSnippet(doc, values, source?.default)} />}

              {extra && <extra.Section id={extra.id} />}

              <Heading as="h2" id={sectionId.examples}>
                From the viewer
              </Heading>
              {doc.examples.map((example) => (
                <section key={example.id}>
                  <Heading as="h3" id={sectionId.example(example.id)}>
                    {example.title}
                  </Heading>
                  <p>
                    {example.description}
                    {example.viewerSource && (
                      <>
                        {' '}
                        In the viewer’s source: <code>{example.viewerSource}</code>.
                      </>
                    )}
                  </p>
                  <ExampleTabs
                    title={example.title}
                    code={source?.parts[example.id] ?? ''}
                    preview={
                      <LiveArea<ExampleModule> label={`${example.title}, live`}>
                        {(module) => {
                          const Example = module[example.id] as React.ComponentType | undefined;
                          return Example ? <Example /> : null;
                        }}
                      </LiveArea>
                    }
                  />
                </section>
              ))}
            </OhifLibraryProvider>

            <Anatomy doc={doc} />
            <Heading as="h2" id={sectionId.usage}>
              Usage
            </Heading>
            <p>The smallest complete use, as a file that compiles against the package:</p>
            {usage && <CodeBlock language="tsx">{usage}</CodeBlock>}

            <Heading as="h2" id={sectionId.props}>
              Props
            </Heading>
            <p>
              Props not listed are passed on to the element or primitive underneath (for example <code>id</code>,{' '}
              <code>aria-label</code>, event handlers). Most parts also take <code>className</code>, added to their own
              classes, and <code>children</code>; a table lists these only where they do something more.
            </p>
            {doc.props.map(({part, props}) => (
              <React.Fragment key={part}>
                <Heading as="h3" id={sectionId.propsPart(part)}>
                  {part}
                </Heading>
                <PropsTable props={props} labelledBy={sectionId.propsPart(part)} />
              </React.Fragment>
            ))}

            <Heading as="h2" id={sectionId.accessibility}>
              Keyboard and accessibility
            </Heading>
            {doc.keyboard.length > 0 && (
              <table aria-label={`Keys of the ${doc.name}`}>
                <thead>
                  <tr>
                    <th scope="col">Keys</th>
                    <th scope="col">What they do</th>
                  </tr>
                </thead>
                <tbody>
                  {doc.keyboard.map((key) => (
                    <tr key={key.keys}>
                      <th scope="row">
                        <kbd>{key.keys}</kbd>
                      </th>
                      <td>{key.action}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <ul>
              {doc.accessibility.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
            <LibraryFindings slug={doc.slug} />

            {patterns.length > 0 && (
              <>
                <Heading as="h2" id={sectionId.patterns}>
                  Used in these patterns
                </Heading>
                <ul>
                  {patterns.map((pattern) => (
                    <li key={pattern.to}>
                      <Link to={pattern.to}>{pattern.title}</Link>: {pattern.description}
                    </li>
                  ))}
                </ul>
              </>
            )}
            <GroupPager doc={doc} />
          </main>
          <PageTocColumn toc={toc} />
        </div>
      </div>
    </Layout>
  );
}

/** The route of every /components/<slug>: the slug, the name of one data file, is the path's last part. */
export default function ComponentPage(): React.JSX.Element {
  const {pathname} = useLocation();
  const slug = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const doc = componentBySlug(slug);
  // Keyed by slug: moving between component pages starts each page with its own picker state.
  return doc ? <ComponentDocPage key={slug} doc={doc} /> : <NotFound />;
}
