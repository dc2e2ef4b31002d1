import React from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import DebugRegistry from '@theme-original/DebugRegistry';

// The registry page lists which code chunks are loaded, which differs between the server
// render and the browser, so hydrating it fails with a text mismatch. Render it in the
// browser only.
export default function DebugRegistryWrapper(): React.JSX.Element {
  return <BrowserOnly>{() => <DebugRegistry />}</BrowserOnly>;
}
