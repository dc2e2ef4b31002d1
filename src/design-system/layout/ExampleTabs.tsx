import React, {useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import styles from './layout.module.css';

type Props = {
  /** What the example is, for the tab list's accessible name ("Dialog footer: preview or code"). */
  title: string;
  /** The live example. */
  preview: ReactNode;
  /** The example's source. */
  code: string;
};

const TABS = ['Preview', 'Code'] as const;

/**
 * Preview | Code tabs (the WAI-ARIA tabs pattern: arrow keys, Home and End move between the
 * tabs, Tab goes into the panel). Both panels are in the server's HTML; without JavaScript
 * (`<noscript>` below) both are shown and the tab list, which could not work, is hidden.
 */
export default function ExampleTabs({title, preview, code}: Props): React.JSX.Element {
  const [selected, setSelected] = useState(0);
  const id = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const tabId = (index: number) => `${id}-tab-${index}`;
  const panelId = (index: number) => `${id}-panel-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = TABS.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setSelected(target);
    tabRefs.current[target]?.focus();
  };

  return (
    <div className={clsx(styles.exampleTabs, 'margin-bottom--lg')}>
      <div role="tablist" aria-label={`${title}: preview or code`} className={clsx('tabs', styles.tabList)}>
        {TABS.map((label, index) => (
          <button
            key={label}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={selected === index}
            aria-controls={panelId(index)}
            tabIndex={selected === index ? 0 : -1}
            className={clsx('tabs__item', styles.tab, selected === index && 'tabs__item--active')}
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId(0)} aria-labelledby={tabId(0)} hidden={selected !== 0}>
        {preview}
      </div>
      {/* Focusable, so a keyboard reader can scroll a long code panel (axe: scrollable-region-focusable). */}
      <div role="tabpanel" id={panelId(1)} aria-labelledby={tabId(1)} hidden={selected !== 1} tabIndex={0}>
        <CodeBlock language="tsx">{code}</CodeBlock>
      </div>
    </div>
  );
}

/**
 * Shows every panel and hides the tab lists when JavaScript is off; rendered once per page.
 * An inline style is allowed by the site's CSP (`style-src 'unsafe-inline'`).
 */
export function ExampleTabsWithoutScript(): React.JSX.Element {
  return (
    <noscript>
      <style>{`.${styles.exampleTabs} [role=tabpanel][hidden]{display:block}.${styles.exampleTabs} [role=tablist]{display:none}`}</style>
    </noscript>
  );
}
