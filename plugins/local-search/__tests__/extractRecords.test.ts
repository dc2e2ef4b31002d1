import {describe, expect, it} from 'vitest';
import {apiNames, extractRecords} from '../indexer/extractRecords';

const DOC_PAGE = `<!doctype html><html lang="en"><head>
<title>Docker | OHIF</title>
<meta name="docsearch:language" content="en">
<meta name="docsearch:docusaurus_tag" content="docs-default-current">
</head><body>
<nav class="theme-doc-breadcrumbs"><ul>
  <li class="breadcrumbs__item"><a aria-label="Home page" href="/"><svg></svg></a></li>
  <li class="breadcrumbs__item"><span>Deployment</span></li>
  <li class="breadcrumbs__item"><span>Docker</span></li>
</ul></nav>
<article><div class="theme-doc-markdown markdown">
  <header><h1>Docker</h1></header>
  <p>Run the viewer in a container.</p>
  <div class="theme-doc-toc-mobile"><button>On this page</button></div>
  <h2 id="build-the-image">Build the image<a class="hash-link" href="#build-the-image">#</a></h2>
  <p>Use the <code>Dockerfile</code> at the root &lt;repo&gt;.</p>
  <ul><li><p>First step</p><ul><li>nested detail</li></ul></li></ul>
  <h3 id="build-arguments">Build arguments<a class="hash-link" href="#build-arguments">#</a></h3>
  <pre><code>docker build --build-arg PUBLIC_URL=/viewer/ .</code></pre>
  <h2 id="run">Run<a class="hash-link" href="#run">#</a></h2>
</div></article></body></html>`;

describe('extractRecords', () => {
  const records = extractRecords(DOC_PAGE, '/deployment/docker');

  it('gives the page record the keywords of the front matter, and no section', () => {
    const withKeywords = DOC_PAGE.replace(
      '<title>',
      '<meta name="keywords" content="container, nginx image, container, ">\n<title>',
    );
    const [page, ...sections] = extractRecords(withKeywords, '/deployment/docker');
    expect(page!.keywords).toEqual(['container', 'nginx image']);
    for (const section of sections) expect(section.keywords).toBeUndefined();
    expect(records[0]!.keywords).toBeUndefined();
  });

  it('makes one record for the page and one per h2/h3 section, with anchors', () => {
    expect(records.map((r) => [r.level, r.url])).toEqual([
      ['lvl1', '/deployment/docker'],
      ['lvl2', '/deployment/docker#build-the-image'],
      ['lvl3', '/deployment/docker#build-arguments'],
      ['lvl2', '/deployment/docker#run'],
    ]);
  });

  it('builds the DocSearch hierarchy from breadcrumbs and headings, without permalink signs', () => {
    expect(records[2]!.hierarchy).toEqual({
      lvl0: 'Deployment',
      lvl1: 'Docker',
      lvl2: 'Build the image',
      lvl3: 'Build arguments',
    });
    expect(records[3]!.hierarchy).toEqual({lvl0: 'Deployment', lvl1: 'Docker', lvl2: 'Run'});
  });

  it('fills each record with the text of its own section only, once', () => {
    expect(records[0]!.content).toBe('Run the viewer in a container.');
    expect(records[1]!.content).toBe('Use the Dockerfile at the root <repo>. First step nested detail');
    expect(records[2]!.content).toBe('docker build --build-arg PUBLIC_URL=/viewer/ .');
    expect(records[3]!.content).toBe('');
  });

  it('tags records with the version and language of the page', () => {
    for (const record of records) expect(record).toMatchObject({tag: 'docs-default-current', language: 'en'});
  });

  it('indexes pages outside the docs under a "Pages" category', () => {
    const page = `<html><head><title>Help | OHIF</title><meta name="docsearch:docusaurus_tag" content="default"></head>
      <body><main><h1>Help</h1><p>Ask on the forum.</p><h2 id="bugs">Bugs</h2><p>Open an issue.</p></main></body></html>`;
    expect(extractRecords(page, '/help')).toEqual([
      {
        tag: 'default',
        language: 'en',
        url: '/help',
        level: 'lvl1',
        hierarchy: {lvl0: 'Pages', lvl1: 'Help'},
        content: 'Ask on the forum.',
        apiNames: [],
      },
      {
        tag: 'default',
        language: 'en',
        url: '/help#bugs',
        level: 'lvl2',
        hierarchy: {lvl0: 'Pages', lvl1: 'Help', lvl2: 'Bugs'},
        content: 'Open an issue.',
        apiNames: [],
      },
    ]);
  });

  it('collects the API names written as code in each section', () => {
    expect(records[1]!.apiNames).toEqual([]);
    expect(records[2]!.apiNames).toEqual(['PUBLIC_URL']);
    expect(apiNames('init(extensionManager, SOPClassHandlerIds) this.servicesManager plain words')).toEqual([
      'extensionManager',
      'SOPClassHandlerIds',
      'this.servicesManager',
    ]);
  });

  it('skips pages without search metadata or marked noindex', () => {
    expect(extractRecords('<html><body><main><h1>x</h1></main></body></html>', '/x')).toEqual([]);
    const noindex = DOC_PAGE.replace('<title>', '<meta name="robots" content="noindex, nofollow"><title>');
    expect(extractRecords(noindex, '/x')).toEqual([]);
  });
});
