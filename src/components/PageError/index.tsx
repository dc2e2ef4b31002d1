import React from 'react';
import styles from './styles.module.css';

type Props = {
  error: unknown;
  onRetry: () => void;
};

/** Shown when the code of a page cannot be downloaded (offline, or a deploy replaced it). */
export default function PageError({error, onRetry}: Props): React.JSX.Element {
  return (
    <div className={styles.error} role="alert">
      <h1>Page Error</h1>
      <p>This page could not be loaded. Check your connection, then try again.</p>
      <pre className={styles.detail}>{String(error)}</pre>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
