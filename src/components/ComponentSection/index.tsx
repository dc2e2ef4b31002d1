import React from 'react';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import type {ComponentType} from 'react';
import type {ComponentDoc} from '@site/src/data/ohifComponents';
import {LiveArea} from '@site/src/components/OhifLibrary';
import ShowCode from '@site/src/components/ShowCode';
import PropsTable from '@site/src/components/PropsTable';

type ExamplesModule = {examples: Record<string, ComponentType>};

type Props = {doc: ComponentDoc; source: string};

/** One component of the list: what it is for, a live example, its code and its props. */
export default function ComponentSection({doc, source}: Props): React.JSX.Element {
  return (
    <section className="margin-bottom--xl">
      <Heading as="h2" id={doc.id}>
        {doc.name}
      </Heading>
      <p>{doc.summary}</p>
      {/* Plain text: the light code theme's string colour is below AA contrast. */}
      <CodeBlock language="text">{`import {${doc.imports.join(', ')}} from '@ohif/ui-next';`}</CodeBlock>
      <LiveArea<ExamplesModule> label={`${doc.name} example`}>
        {({examples}) => {
          const Example = examples[doc.example];
          return Example ? <Example /> : null;
        }}
      </LiveArea>
      <ShowCode code={source} subject={doc.name} />
      <Heading as="h3" id={`${doc.id}-props`}>
        {doc.name} props
      </Heading>
      <PropsTable props={doc.props} labelledBy={`${doc.id}-props`} />
    </section>
  );
}
