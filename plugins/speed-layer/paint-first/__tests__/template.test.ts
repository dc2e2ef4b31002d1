import {describe, expect, it} from 'vitest';
import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate.js';
import {paintFirstTemplate} from '../template';

/** Renders the template as Docusaurus's static site generator does. */
async function render(scripts: string[], baseUrl = '/') {
  const template = await compileSSGTemplate(paintFirstTemplate);
  return template({
    appHtml: '<main>Text</main>',
    baseUrl,
    htmlAttributes: 'lang="en"',
    bodyAttributes: '',
    headTags: '',
    preBodyTags: '',
    postBodyTags: '',
    metaAttributes: ['<title>Page</title>'],
    scripts,
    stylesheets: ['assets/css/styles.css'],
    noIndex: false,
    version: '3.10.2',
  });
}

const scriptList = (html: string) =>
  JSON.parse(/<script id="__docusaurus-scripts" type="application\/json">(.*?)<\/script>/.exec(html)![1]!);

describe('paintFirstTemplate', () => {
  it('has no script tag that runs before the first paint', async () => {
    const html = await render(['assets/js/runtime~main.1a2b3c4d.js', 'assets/js/main.5e6f7a8b.js']);
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/css/styles.css" />');
    expect(html).toContain('<div id="__docusaurus"><main>Text</main></div>');
  });

  it('lists route chunks first and the entry chunks last, in their order, under the base URL', async () => {
    const html = await render(
      [
        'assets/js/runtime~main.1a2b3c4d.js',
        'assets/js/main.5e6f7a8b.js',
        'assets/js/17896441.aa.js',
        'assets/js/7858.bb.js',
      ],
      '/docs/',
    );
    expect(scriptList(html)).toEqual([
      '/docs/assets/js/17896441.aa.js',
      '/docs/assets/js/7858.bb.js',
      '/docs/assets/js/runtime~main.1a2b3c4d.js',
      '/docs/assets/js/main.5e6f7a8b.js',
    ]);
  });

  it('carries the same loader on every page, so one CSP hash allows it', async () => {
    const loaderOf = (html: string) => /<script>([\s\S]*?)<\/script>/.exec(html)![1];
    const first = await render(['assets/js/main.1.js', 'assets/js/a.js']);
    const second = await render(['assets/js/main.1.js', 'assets/js/b.js', 'assets/js/c.js']);
    expect(loaderOf(first)).toBe(loaderOf(second));
    expect(loaderOf(first)).toContain('__docusaurus-scripts');
  });

  it('holds the first paint until the parser has passed the navbar, to the main wrapper that follows it', async () => {
    const html = await render(['assets/js/main.1.js']);
    const head = html.slice(0, html.indexOf('</head>'));
    // theme-common's SkipToContentFallbackId, the id of the main wrapper (not exported to Node).
    expect(head).toContain('<link rel="expect" href="#__docusaurus_skipToContent_fallback" blocking="render">');
  });

  it('escapes "<" in the list, so a file name cannot close the script element', async () => {
    const html = await render(['assets/js/</script>.js']);
    expect(html).not.toContain('</script>.js');
    expect(scriptList(html)).toEqual(['/assets/js/</script>.js']);
  });
});
