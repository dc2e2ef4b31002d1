import React from 'react';
import {createRoot} from 'react-dom/client';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import PageError from '@site/src/components/PageError';
import {isChunkLoadError} from './chunkErrors';

/**
 * When the first page's code fails to download, Docusaurus never mounts the app and leaves the
 * static HTML without telling the reader (a failed navigation reloads into this same state).
 * Show the Page Error notice over the static page; Retry reloads once the network is back.
 */
function showPageError(error: unknown): void {
  if (document.getElementById('page-error-root')) return;
  const container = document.createElement('div');
  container.id = 'page-error-root';
  document.body.prepend(container);
  createRoot(container).render(<PageError error={error} onRetry={() => window.location.reload()} />);
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    const appMounted = Boolean((window as {docusaurusRoot?: unknown}).docusaurusRoot);
    if (!appMounted && isChunkLoadError(event.reason)) showPageError(event.reason);
  });
}
