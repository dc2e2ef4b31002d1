import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {DESIGN_SECTIONS} from '@site/src/design-system/data/designSystem';
import {useOhifUiVersion} from '@site/src/design-system/library';

const SECTIONS = [{title: 'Overview', to: '/components'}, ...DESIGN_SECTIONS];

/** The section a path belongs to: component pages count as the component list. */
function activeSection(pathname: string, base: string): string {
  const path = `/${pathname.slice(base.length).replace(/\/+$/, '')}`;
  if (path.startsWith('/components/')) return '/components-list';
  return SECTIONS.map((section) => section.to).find((to) => path === to || path.startsWith(`${to}/`)) ?? '';
}

// Infima classes only: a CSS module here would be merged into the stylesheet of every doc page.
// It sits outside <main>, like the site's own navigation: a tab bar under the navbar.
/** Tabs between the design-system sections, and which library version they show. */
export default function DesignNav(): React.JSX.Element {
  const version = useOhifUiVersion();
  const {pathname} = useLocation();
  const active = activeSection(pathname, useBaseUrl('/'));
  return (
    <div className="container padding-top--md">
      <nav
        aria-label="Design system"
        className="margin-bottom--sm"
        style={{borderBottom: '1px solid var(--ifm-toc-border-color)'}}
      >
        <ul className="tabs">
          {SECTIONS.map((section) => (
            <li
              key={section.to}
              className={clsx('tabs__item padding--none', section.to === active && 'tabs__item--active')}
            >
              <Link
                to={section.to}
                aria-current={section.to === active ? 'page' : undefined}
                className="padding-horiz--md padding-vert--sm"
                style={{color: 'inherit', textDecoration: 'none'}}
              >
                {section.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="margin--none text--small">
        Showing <code>@ohif/ui-next</code> {version}, as published on npm.
      </p>
    </div>
  );
}
