import React from 'react';
import Link from '@docusaurus/Link';
import {DESIGN_SECTIONS} from '@site/src/data/designSystem';
import {useOhifUiVersion} from '@site/src/components/OhifLibrary';

// Infima classes only: a CSS module here would be merged into the stylesheet of every doc page.
/** Links between the design-system pages, and which library version they show. */
export default function DesignNav(): React.JSX.Element {
  const version = useOhifUiVersion();
  return (
    <div className="margin-bottom--lg">
      <nav aria-label="Design system">
        <ul className="pills margin-bottom--sm">
          {[{title: 'Overview', to: '/components'}, ...DESIGN_SECTIONS].map((section) => (
            <li key={section.to} className="pills__item">
              <Link to={section.to}>{section.title}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="margin--none">
        Showing <code>@ohif/ui-next</code> {version}, as published on npm.
      </p>
    </div>
  );
}
