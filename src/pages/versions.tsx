import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import VersionsTable from '@site/src/components/VersionsTable';
import {CURRENT_VERSION} from '@site/src/data/versions';

export default function Versions(): React.JSX.Element {
  return (
    <Layout
      title="Versions"
      description="Every OHIF Viewer documentation version, which one to read and where archived versions live."
    >
      <main className="container margin-vert--lg">
        <h1>OHIF Viewer documentation versions</h1>
        <p>
          Read the documentation that matches the viewer you run. Open the viewer&apos;s About dialog, or check the
          <code> version</code> field of <code>platform/app/package.json</code> in your checkout, to find its version.
        </p>
        <VersionsTable />

        <h2>Which version should I read?</h2>
        <ul>
          <li>
            <strong>Starting a new project:</strong> use {CURRENT_VERSION}. It is the release that receives fixes, and
            every guide on this site is written for it first.
          </li>
          <li>
            <strong>Running 3.8 in production:</strong> read the <Link to="/3.8/">3.8 docs</Link> for day-to-day work,
            and the <Link to="/migration-guide/3p8-to-3p9/">3.8 to 3.9 migration guide</Link> when you plan the upgrade.
          </li>
          <li>
            <strong>Still on 2.x or 1.x:</strong> those lines are no longer developed. The archived sites stay online
            for reference; the <Link to="/migration-guide/from-v2">migration guide from 2.x</Link> explains how the
            concepts map onto 3.x.
          </li>
        </ul>

        <h2>Release lines</h2>
        <p>
          <strong>1.0</strong> was the first OHIF Viewer, built on Meteor. <strong>2.0</strong> rewrote it in React with
          a plugin system. <strong>3.x</strong> is the current platform: modes and extensions, Cornerstone3D rendering,
          and a service layer that extensions share. Each 3.x minor release gets its own documentation version here once
          it ships.
        </p>
        <p>
          Between releases the project publishes a <strong>beta line</strong> from its main branch (npm packages tagged{' '}
          <code>beta</code> and a preview deployment of the viewer). It carries the next minor version&apos;s changes
          before they are documented; use it to test upcoming features, not in production.
        </p>
      </main>
    </Layout>
  );
}
