import React from 'react';
import Heading from '@theme/Heading';
import type {AnatomyPart, ComponentEntry} from '@site/src/design-system/types/docs';
import {sectionId} from '@site/src/design-system/data/pageNavigation';

/** A line on the left of each nested level, so the list reads as a tree. */
const NESTED: React.CSSProperties = {
  listStyle: 'none',
  borderLeft: '1px solid var(--ifm-color-emphasis-400)',
  paddingLeft: '1.25rem',
  marginTop: '0.25rem',
};

function Parts({parts, root = false}: {parts: AnatomyPart[]; root?: boolean}) {
  return (
    <ul style={root ? {listStyle: 'none', paddingLeft: 0} : NESTED}>
      {parts.map((part) => (
        <li key={part.name} className="margin-bottom--xs">
          {part.automatic ? <em>{part.name}</em> : <code>{part.name}</code>} — {part.role}
          {part.automatic && <span className="text--small"> (added by the component, not written by you)</span>}
          {part.children && part.children.length > 0 && <Parts parts={part.children} />}
        </li>
      ))}
    </ul>
  );
}

/** How a compound component's parts nest, one line per part, as static HTML. */
export default function Anatomy({doc}: {doc: ComponentEntry}): React.JSX.Element | null {
  if (!doc.anatomy || doc.anatomy.length === 0) return null;
  return (
    <section aria-labelledby={sectionId.anatomy}>
      <Heading as="h2" id={sectionId.anatomy}>
        Anatomy
      </Heading>
      <p>How the parts of {doc.name} go inside one another, outermost first:</p>
      <Parts parts={doc.anatomy} root />
    </section>
  );
}
