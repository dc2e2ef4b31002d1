import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {DesignLink} from '@site/src/design-system/data/designSystem';

// Infima classes only: a CSS module here would be merged into the stylesheet of every doc page.
/** A grid of linked cards, each with a title and one sentence. */
export default function CardGrid({items}: {items: DesignLink[]}): React.JSX.Element {
  return (
    <ul className="row margin-vert--lg padding--none" style={{listStyle: 'none'}}>
      {items.map((item) => (
        <li key={item.to} className="col col--4 margin-bottom--lg">
          <Link to={item.to} className="card padding--lg" style={{height: '100%', color: 'inherit'}}>
            <Heading as="h2" className="text--primary">
              {item.title}
            </Heading>
            <p className="margin--none">{item.description}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
