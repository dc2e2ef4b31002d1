import React, {useId} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {componentGroups, componentPath} from '@site/src/design-system/data/catalog';

// Infima's menu classes: the same look as the docs sidebar, without a stylesheet of our own.
/** Every component page, grouped, with the current one marked. */
export default function ComponentSidebar({current}: {current?: string}): React.JSX.Element {
  // Unique per list: a page may render two (one folded for phones, one beside the page).
  const idPrefix = useId();
  return (
    <nav aria-label="Components" className="menu thin-scrollbar padding--none">
      <ul className="menu__list">
        {componentGroups().map(({group, label, components}) => (
          <li key={group} className="menu__list-item margin-bottom--sm">
            <h2
              className="menu__link margin--none text--uppercase text--small"
              style={{cursor: 'default', fontSize: '0.75rem'}}
              id={`${idPrefix}-group-${group}`}
            >
              {label}
            </h2>
            <ul className="menu__list" aria-labelledby={`${idPrefix}-group-${group}`}>
              {components.map((entry) => (
                <li key={entry.slug} className="menu__list-item">
                  <Link
                    to={componentPath(entry.slug)}
                    className={clsx('menu__link', entry.slug === current && 'menu__link--active')}
                    aria-current={entry.slug === current ? 'page' : undefined}
                  >
                    {entry.name}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
