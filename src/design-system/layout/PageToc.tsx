import React from 'react';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import type {TocEntry} from '@site/src/design-system/data/pageNavigation';
import styles from './layout.module.css';

/**
 * The theme's "On this page" table of contents, h2 and h3, in the two places doc pages put it:
 * a sticky column on the right on a wide screen (`PageTocColumn`), folded at the top of the
 * page on a phone (`PageTocMobile`). Both are rendered by the server; CSS shows one.
 */
export function PageTocColumn({toc}: {toc: TocEntry[]}): React.JSX.Element {
  return (
    <div className={`col col--2 ${styles.tocDesktop}`}>
      <TOC toc={toc} minHeadingLevel={2} maxHeadingLevel={3} />
    </div>
  );
}

export function PageTocMobile({toc}: {toc: TocEntry[]}): React.JSX.Element {
  return <TOCCollapsible toc={toc} minHeadingLevel={2} maxHeadingLevel={3} className={styles.tocMobile} />;
}
