import React from 'react';
import PaginatorNavLink from '@theme/PaginatorNavLink';
import {componentGroups, componentPath} from '@site/src/design-system/data/catalog';
import {groupNeighbours} from '@site/src/design-system/data/pageNavigation';
import {COMPONENT_GROUPS, type ComponentEntry} from '@site/src/design-system/types/docs';

/** Previous and next component in the page's sidebar group, styled like the docs' pager. */
export default function GroupPager({doc}: {doc: ComponentEntry}): React.JSX.Element | null {
  const {previous, next} = groupNeighbours(componentGroups(), doc.slug);
  if (!previous && !next) return null;
  const group = COMPONENT_GROUPS[doc.group];
  return (
    <nav className="pagination-nav margin-top--lg" aria-label={`${group}: previous and next`}>
      {previous && (
        <PaginatorNavLink
          permalink={componentPath(previous.slug)}
          title={previous.name}
          subLabel={`Previous in ${group}`}
        />
      )}
      {next && (
        <PaginatorNavLink permalink={componentPath(next.slug)} title={next.name} subLabel={`Next in ${group}`} isNext />
      )}
    </nav>
  );
}
