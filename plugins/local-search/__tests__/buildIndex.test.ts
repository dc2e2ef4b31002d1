import {describe, expect, it} from 'vitest';
import {pathWords, recordToHtml} from '../indexer/buildIndex';
import type {SearchRecord} from '../indexer/records';

const record: SearchRecord = {
  url: '/3.8/x#a',
  level: 'lvl3',
  hierarchy: {lvl0: 'Platform', lvl1: 'Modes & "routes"', lvl2: 'Routes', lvl3: '<init>'},
  content: 'Use <script>alert(1)</script> carefully',
  tag: 'docs-default-3.8',
  language: 'en',
};

describe('recordToHtml', () => {
  const html = recordToHtml(record);

  it('escapes every piece of page text', () => {
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<h3>&lt;init&gt;</h3>');
    expect(html).toContain('content="Modes &amp; &quot;routes&quot;"');
  });

  it('carries the hierarchy as metadata and the version as a filter', () => {
    expect(html).toContain('data-pagefind-meta="lvl2[content]" content="Routes"');
    expect(html).toContain('data-pagefind-meta="level[content]" content="lvl3"');
    expect(html).toContain('data-pagefind-filter="tag[content]" content="docs-default-3.8"');
  });

  it('repeats the page title and parent heading at low weight in section records', () => {
    expect(html).toMatch(/<p data-pagefind-weight="0\.3">Modes &amp; &quot;routes&quot; Routes<\/p>/);
  });

  it('adds the route to a page record, so `webWorkers` or `dataSources` finds the page', () => {
    const page = recordToHtml({...record, level: 'lvl1', url: '/development/webWorkers'});
    expect(page).toContain('<p data-pagefind-weight="5">development webWorkers</p>');
    expect(pathWords('/3.8/configuration/dataSources/introduction#a')).toBe('configuration dataSources introduction');
    expect(pathWords('/deployment/nginx--image-archive')).toBe('deployment nginx--image-archive');
    expect(pathWords('/')).toBe('');
  });

  it('weighs a page title above every section heading', () => {
    expect(recordToHtml({...record, level: 'lvl1'})).toContain('<h1 data-pagefind-weight="10">Modes &amp; &quot;routes&quot;</h1>');
  });
});
