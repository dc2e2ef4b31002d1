import React from 'react';
import Link from '@docusaurus/Link';
import {ARCHIVED_VERSIONS, HOSTED_VERSIONS} from '@site/src/data/versions';
import styles from './styles.module.css';

/** Hosted and archived documentation versions, one row each, with where to read them. */
export default function VersionsTable(): React.JSX.Element {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Version</th>
          <th scope="col">Released</th>
          <th scope="col">What it is</th>
          <th scope="col">Documentation</th>
        </tr>
      </thead>
      <tbody>
        {HOSTED_VERSIONS.map((version) => (
          <tr key={version.label}>
            <th scope="row">{version.label}</th>
            <td>{version.released}</td>
            <td>{version.summary}</td>
            <td>
              <Link to={version.path}>Read {version.label} docs</Link>
            </td>
          </tr>
        ))}
        {ARCHIVED_VERSIONS.map((version) => (
          <tr key={version.label}>
            <th scope="row">{version.label}</th>
            <td>{version.released}</td>
            <td>{version.summary}</td>
            <td>
              <Link href={version.href}>Archived {version.label} docs</Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
