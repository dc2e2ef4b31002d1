import React, {useState} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {markdownUrlOf} from '../../../shared/markdownRoute.mjs';
import styles from './styles.module.css';

type Status = {state: 'idle' | 'busy' | 'done' | 'failed'; message: string};

/**
 * "Copy page" copies the page's Markdown copy (route + `.md`) to the clipboard; "View as
 * Markdown" opens it. The code that fetches the copy is a separate chunk loaded on the first
 * press, so a page pays only for these two controls. The outcome is announced in a status
 * region placed out of the flow: nothing moves when it appears.
 *
 * The controls float right, so a frame painted between the button and the link would move the
 * button when the link arrives. The `expect` link holds the first paint until the parser has
 * reached the status region, the controls' last element.
 */
const STATUS_ID = 'copy-page-status';

export default function CopyPage(): React.JSX.Element {
  const {metadata} = useDoc();
  const markdownUrl = markdownUrlOf(metadata.permalink, useBaseUrl('/'));
  const [status, setStatus] = useState<Status>({state: 'idle', message: ''});

  const copy = async () => {
    setStatus({state: 'busy', message: translate({id: 'copyPage.busy', message: 'Copying…'})});
    const markdown = import(/* webpackChunkName: "copy-page" */ './fetchMarkdown').then(({fetchMarkdown}) =>
      fetchMarkdown(markdownUrl),
    );
    try {
      // A ClipboardItem takes the text as a promise, so the write starts inside the click
      // (Safari refuses a clipboard write that waits for a download first).
      if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
        const blob = markdown.then((text) => new Blob([text], {type: 'text/plain'}));
        await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
      } else {
        await navigator.clipboard.writeText(await markdown);
      }
      setStatus({state: 'done', message: translate({id: 'copyPage.done', message: 'Page copied as Markdown'})});
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setStatus({
        state: 'failed',
        message: translate(
          {id: 'copyPage.failed', message: 'Could not copy ({reason}). Use View as Markdown.'},
          {reason},
        ),
      });
    }
  };

  return (
    <div className={styles.copyPage} data-search-ignore>
      <Head>
        <link rel="expect" href={`#${STATUS_ID}`} blocking="render" />
      </Head>
      <button
        type="button"
        className="button button--sm button--secondary"
        onClick={copy}
        aria-disabled={status.state === 'busy'}
      >
        {translate({id: 'copyPage.button', message: 'Copy page'})}
      </button>
      <a className={styles.view} href={markdownUrl} type="text/markdown">
        {translate({id: 'copyPage.view', message: 'View as Markdown'})}
      </a>
      <span id={STATUS_ID} role="status" className={styles.status} data-state={status.state}>
        {status.message}
      </span>
    </div>
  );
}
