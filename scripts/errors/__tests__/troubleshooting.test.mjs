import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {VERSIONS, listPath} from '../extract.mjs';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const PAGES = {'3.9.3': 'docs/troubleshooting.md', 3.8: 'versioned_docs/version-3.8/troubleshooting.md'};

/** Sections whose entries are messages of the browser or of nginx, not of the viewer. */
const NOT_THE_VIEWER = /^(?:Errors from the browser|The web server)/;
/**
 * Entries of the viewer's sections that quote what the browser reports about a problem in the
 * configuration or the network, which the viewer's code does not write itself.
 */
const BROWSER_WORDING = [
  // MDX reads a bare `<` as a tag, so the page escapes it.
  "Uncaught SyntaxError: Unexpected token '\\<'",
  "Cannot read properties of undefined (reading 'dangerouslyUseDynamicConfig')",
  'appConfig.extensions is not iterable, or is undefined',
  'The study list stays empty, with an error in the console',
];

/** Each `###` entry of a page with its `##` section and its text. */
function entries(markdown) {
  const found = [];
  let section = '';
  for (const block of markdown.split(/\n(?=#{2,3} )/)) {
    const heading = /^(#{2,3}) (.*)/.exec(block);
    if (!heading) continue;
    if (heading[1] === '##') section = heading[2];
    else found.push({section, heading: heading[2], text: block});
  }
  return found;
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a heading quotes a message: all of it (a message of three words or more may come with
 * what the screen adds to it), or a part of it with `…` for what changes.
 */
function quotes(heading, message) {
  const plain = message.replace(/\{[^}]*\}/g, '…');
  if (plain.split(' ').length >= 3 && heading.includes(plain)) return true;
  const pattern = new RegExp(escape(heading).replace(/…/g, '.+?'));
  return pattern.test(plain);
}

describe('the Troubleshooting pages', () => {
  for (const {version} of VERSIONS) {
    const page = readFileSync(join(ROOT, PAGES[version]), 'utf8');
    const messages = JSON.parse(readFileSync(listPath(version), 'utf8')).messages.map((entry) => entry.message);
    const viewerEntries = entries(page).filter(
      ({section, heading}) =>
        !NOT_THE_VIEWER.test(section) && !BROWSER_WORDING.includes(heading) && section !== 'Before you start',
    );

    it(`${version}: quote under each heading a message the viewer has at its tag`, () => {
      expect(viewerEntries.length).toBeGreaterThan(15);
      const unknown = viewerEntries.filter(({heading}) => !messages.some((message) => quotes(heading, message)));
      expect(unknown.map(({heading}) => heading)).toEqual([]);
    });

    it(`${version}: say where each message shows, why, how to fix it, and link a page`, () => {
      for (const {heading, text} of entries(page).filter(({section}) => section !== 'Before you start')) {
        expect(text, heading).toMatch(/\*\*Where:\*\*/);
        expect(text, heading).toMatch(/\*\*Why:\*\*/);
        expect(text, heading).toMatch(/\*\*Fix:\*\*/);
        expect(text, heading).toMatch(/\]\((?:\.{1,2}\/|#)/);
      }
    });
  }

  it('tells a quoted message from a different one', () => {
    expect(quotes('No protocol … found', 'No protocol {protocolId} found')).toBe(true);
    expect(quotes('Something went wrongfalse.', 'Something went wrong')).toBe(true);
    expect(quotes('No protocol … found', 'No protocol or stages found')).toBe(true);
    expect(quotes('Invalid report, no content', 'Invalid report')).toBe(false);
    expect(quotes('Image cannot be uploaded', 'Image cannot be downloaded')).toBe(false);
  });
});
