import {describe, expect, it} from 'vitest';
import {themes} from 'prism-react-renderer';
import {createTokenClasses, highlightToHtml, loadLanguages, tokenizeLines} from '../highlight';
import {HIGHLIGHTED_LINE_CLASS, parseCodeBlockMeta, parseRange} from '../meta';

const codeThemes = {light: themes.vsLight, dark: themes.oceanicNext};
const classes = createTokenClasses(codeThemes);
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('highlightToHtml', () => {
  it('keeps the code text exactly, escaped', () => {
    const code = 'const a = b < c && d > e;\n\n// done\nconst s = "<x>";';
    const html = highlightToHtml(code, 'js', classes);
    expect(textOf(html)).toBe(code);
    expect(html).not.toMatch(/<x>/);
  });

  it('gives each token its colour class in both modes, and plain text none', () => {
    const html = highlightToHtml('const a = 1;', 'js', classes);
    const css = classes.css();
    const keyword = /<span class="([^"]+)">const<\/span>/.exec(html)?.[1];
    expect(keyword).toMatch(/^tl\d+ td\d+$/);
    const [light, dark] = keyword!.split(' ');
    expect(css).toContain(`[data-theme='light'] .${light}{color:rgb(0, 0, 255)}`);
    expect(css).toContain(`[data-theme='dark'] .${dark}{color:#c5a5c5}`);
    expect(html).toMatch(/<\/span> a <span/);
  });

  it('wraps highlighted lines only', () => {
    const html = highlightToHtml('a\nb\nc', 'text', classes, {1: [HIGHLIGHTED_LINE_CLASS]});
    expect(html).toBe(`a\n<span class="token-line ${HIGHLIGHTED_LINE_CLASS}">b\n</span>c`);
  });

  it('uses the extra grammars once loaded', () => {
    expect(tokenizeLines('echo hi', 'bash')[0]).toHaveLength(1);
    loadLanguages(['bash']);
    expect(tokenizeLines('echo hi', 'bash')[0]!.length).toBeGreaterThan(1);
  });
});

describe('parseCodeBlockMeta', () => {
  it('reads the title and a line range', () => {
    const meta = parseCodeBlockMeta('a\nb\nc\n', 'js', 'title="app.js" {1,3}');
    expect(meta).toMatchObject({code: 'a\nb\nc', title: 'app.js', showLineNumbers: false});
    expect(Object.keys(meta.lineClassNames)).toEqual(['0', '2']);
  });

  it('applies and removes magic comments', () => {
    const meta = parseCodeBlockMeta(
      'a\n// highlight-next-line\nb\n// highlight-start\nc\nd\n// highlight-end\ne',
      'js',
    );
    expect(meta.code).toBe('a\nb\nc\nd\ne');
    expect(Object.keys(meta.lineClassNames)).toEqual(['1', '2', '3']);
  });

  it('parses ranges like parse-numeric-range', () => {
    expect(parseRange('1,3-5')).toEqual([1, 3, 4, 5]);
  });
});
