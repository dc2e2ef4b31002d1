import React, {type ReactNode} from 'react';
import DebugLayout from '@theme-original/DebugLayout';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

// The debug panel has no page heading and a title outside the site's "Page | Site" pattern;
// give every debug page both, so it reads like the rest of the site.
export default function DebugLayoutWrapper({children}: {children: ReactNode}): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  return (
    <>
      <DebugLayout>
        <h1>Debug panel</h1>
        {children}
      </DebugLayout>
      <Head>
        <title>{`Debug panel ${siteConfig.titleDelimiter} ${siteConfig.title}`}</title>
      </Head>
    </>
  );
}
