/// <reference types="@docusaurus/plugin-debug" />
import React from 'react';
import registry from '@generated/registry';
import modulePaths from '@generated/registry?module-paths';
import DebugLayout from '@theme/DebugLayout';
import styles from './styles.module.css';

/**
 * The debug plugin's registry page. The registry in `main` no longer carries each chunk's
 * module path (`registryLoader.js`), so the page reads them from a module of its own.
 */
export default function DebugRegistry(): React.JSX.Element {
  return (
    <DebugLayout>
      <h2>Registry</h2>
      <ul className="clean-list">
        {Object.entries(registry).map(([chunkName, [, , resolved]]) => (
          <li key={chunkName} className={styles.listItem}>
            <div className={styles.aliasedPath}>
              Aliased Path: <code>{modulePaths[chunkName]}</code>
            </div>
            <div>
              Resolved Path: <code>{resolved}</code>
            </div>
          </li>
        ))}
      </ul>
    </DebugLayout>
  );
}
