import React from 'react';
import clsx from 'clsx';
import ComponentSidebar from '@site/src/design-system/layout/ComponentSidebar';
import styles from './ComponentSidebarFold.module.css';

/**
 * The component list: beside the page on a wide screen, folded above it on a phone, where the
 * list would otherwise come before the page. The server renders both and CSS shows one, so the
 * page does not move after hydration (choosing by the window's size did: the whole page jumped
 * up on a phone, a layout shift of 0.5 in Lighthouse).
 */
export default function ComponentSidebarFold({current}: {current: string}): React.JSX.Element {
  return (
    <>
      <details className={clsx('margin-bottom--md', styles.phoneOnly)}>
        <summary>All components</summary>
        <ComponentSidebar current={current} />
      </details>
      <div className={styles.wideOnly}>
        <ComponentSidebar current={current} />
      </div>
    </>
  );
}
