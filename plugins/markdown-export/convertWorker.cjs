// Worker thread of `convertPages` (convertPages.ts): converts a list of doc pages to Markdown.
// TypeScript is loaded through jiti, as Docusaurus loads the plugin itself.
const {parentPort, workerData} = require('node:worker_threads');
const jiti = require('jiti')(__filename, {interopDefault: true});

const {toMarkdown} = jiti('./toMarkdown.ts');
const {pages, siteUrl, baseUrl, permalinks} = workerData;
const permalinkOfFile = new Map(permalinks);

parentPort.postMessage(
  pages.map((page) =>
    toMarkdown(page.source, page.title, {
      sourceFile: page.sourceFile,
      siteUrl,
      baseUrl,
      permalink: page.permalink,
      permalinkOfFile: (file) => permalinkOfFile.get(file),
    }),
  ),
);
