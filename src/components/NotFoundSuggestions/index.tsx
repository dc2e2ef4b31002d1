import React from 'react';
import Link from '@docusaurus/Link';
import {matchPath, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import routes from '@generated/routes';
import {otherVersionPath, POPULAR_PAGES} from '@site/src/data/notFoundSuggestions';
import styles from './styles.module.css';

type RouteNode = {path?: string | string[]; exact?: boolean; routes?: RouteNode[]};

/** True when some exact route (a real page, not a version prefix or the catch-all) matches. */
function isKnownPage(path: string, nodes: RouteNode[] = routes): boolean {
  return nodes.some(
    (node) =>
      (node.exact === true && node.path !== '*' && matchPath(path, {path: node.path, exact: true}) !== null) ||
      isKnownPage(path, node.routes ?? []),
  );
}

/** Where to go from a dead link: the same path in the other docs version, then popular pages. */
export default function NotFoundSuggestions(): React.JSX.Element {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const isBrowser = useIsBrowser();
  // Only in the browser: the static 404.html has no real pathname to compare.
  const candidate = isBrowser ? otherVersionPath(pathname, siteConfig.baseUrl) : undefined;
  const sibling = candidate && isKnownPage(`${siteConfig.baseUrl}${candidate.slice(1)}`) ? candidate : undefined;
  return (
    <section className={styles.suggestions} aria-labelledby="not-found-suggestions">
      <h2 id="not-found-suggestions">Where to go instead</h2>
      <p>
        Press <kbd>Ctrl</kbd> + <kbd>K</kbd> (or <kbd>/</kbd>) to search the docs
        {sibling && (
          <>
            , or try <Link to={sibling}>the same page in the other docs version</Link>
          </>
        )}
        .
      </p>
      <ul>
        {POPULAR_PAGES.map(({label, to, why}) => (
          <li key={to}>
            <Link to={to}>{label}</Link>: {why}
          </li>
        ))}
      </ul>
    </section>
  );
}
