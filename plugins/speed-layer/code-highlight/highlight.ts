import {createRequire} from 'node:module';
import {Prism, normalizeTokens, type PrismTheme} from 'prism-react-renderer';

const requireFromHere = createRequire(__filename);

/** The light and dark code themes, in prism-react-renderer's format. */
export type CodeThemes = {light: PrismTheme; dark: PrismTheme};

type Style = Record<string, string | number | undefined>;
type Token = {types: string[]; content: string; empty?: boolean};

const loadedLanguages = new Set<string>();

/**
 * Adds Prism grammars that prism-react-renderer does not bundle (`bash`, `nginx`…) to its Prism
 * instance, the way the theme's client module does: the grammar files register themselves
 * on a global `Prism`.
 */
export function loadLanguages(languages: readonly string[]): void {
  const globals = globalThis as {Prism?: unknown};
  for (const language of languages) {
    if (loadedLanguages.has(language)) continue;
    const before = globals.Prism;
    globals.Prism = Prism;
    try {
      requireFromHere(`prismjs/components/prism-${language}`);
    } finally {
      if (before === undefined) delete globals.Prism;
      else globals.Prism = before;
    }
    loadedLanguages.add(language);
  }
}

/** prism-react-renderer's lookup: each token type's merged style, languages filtered. */
function themeDictionary(theme: PrismTheme, language: string): Record<string, Style> {
  const dictionary: Record<string, Style> = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) dictionary[type] = {...dictionary[type], ...(entry.style as Style)};
  }
  dictionary.plain = {...(theme.plain as Style), backgroundColor: undefined};
  return dictionary;
}

/** The style prism-react-renderer gives a token: its types' styles merged in order; none for plain text. */
function tokenStyle(dictionary: Record<string, Style>, types: string[]): Style {
  if (types.length === 1 && types[0] === 'plain') return {};
  return Object.assign({}, ...types.map((type) => dictionary[type]));
}

const cssProperty = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Every distinct declaration a theme's entries make, in a fixed order: one class each. */
function declarations(theme: PrismTheme): string[] {
  const all = new Set<string>();
  for (const entry of theme.styles) {
    for (const [name, value] of Object.entries(entry.style))
      if (value !== undefined) all.add(`${cssProperty(name)}:${value}`);
  }
  all.add(`color:${theme.plain.color}`);
  return [...all];
}

/**
 * Token colours as classes: `tl<n>` carries the n-th declaration of the light theme, `td<n>` of the
 * dark one. The same themes always give the same classes, so the highlighter (run per page) and
 * the stylesheet (written once) agree without sharing state.
 */
export function createTokenClasses(themes: CodeThemes) {
  const light = declarations(themes.light);
  const dark = declarations(themes.dark);
  const dictionaries = new Map<string, [Record<string, Style>, Record<string, Style>]>();
  const classesOf = (style: Style, list: string[], prefix: string) =>
    Object.entries(style)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => `${prefix}${list.indexOf(`${cssProperty(name)}:${value}`)}`);
  return {
    /** Class attribute of a token with these Prism types, or '' for plain text. */
    classNameOf(types: string[], language: string): string {
      let pair = dictionaries.get(language);
      if (!pair) {
        pair = [themeDictionary(themes.light, language), themeDictionary(themes.dark, language)];
        dictionaries.set(language, pair);
      }
      return [
        ...classesOf(tokenStyle(pair[0], types), light, 'tl'),
        ...classesOf(tokenStyle(pair[1], types), dark, 'td'),
      ].join(' ');
    },
    /** The stylesheet: container colours and one rule per class, per colour mode. */
    css(): string {
      const mode = (name: string, theme: PrismTheme, list: string[], prefix: string) => [
        `[data-theme='${name}'] .code-block-static{--prism-color:${theme.plain.color};--prism-background-color:${theme.plain.backgroundColor}}`,
        ...list.map((declaration, index) => `[data-theme='${name}'] .${prefix}${index}{${declaration}}`),
      ];
      return [
        '.code-block-static pre{color:var(--prism-color);background-color:var(--prism-background-color)}',
        ...mode('light', themes.light, light, 'tl'),
        ...mode('dark', themes.dark, dark, 'td'),
        '',
      ].join('\n');
    },
  };
}

export type TokenClasses = ReturnType<typeof createTokenClasses>;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Prism's tokens for some code, split in lines, as prism-react-renderer makes them. */
export function tokenizeLines(code: string, language: string): Token[][] {
  const grammar = Prism.languages[language];
  if (!grammar) return code.split('\n').map((line) => [{types: ['plain'], content: line}]);
  const env = {code, grammar, language, tokens: [] as unknown[]};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(env.code, env.grammar) as unknown[];
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens as never) as Token[][];
}

/**
 * The highlighted HTML of some code: text and `<span>`s with colour classes, one line per `\n`.
 * Neighbouring tokens of the same colour share a span, plain text has none, and only lines
 * with a class (highlighted lines) get a wrapper, so a page carries few elements.
 */
export function highlightToHtml(
  code: string,
  language: string,
  classes: TokenClasses,
  lineClassNames: Record<number, string[]> = {},
): string {
  const lines = tokenizeLines(code, language);
  return lines
    .map((line, index) => {
      let html = '';
      let open: string | undefined;
      let text = '';
      const flush = () => {
        if (text) html += open ? `<span class="${open}">${escapeHtml(text)}</span>` : escapeHtml(text);
        text = '';
      };
      for (const token of line) {
        // An empty line comes as one '\n' token.
        if (!token.content || (line.length === 1 && token.content === '\n')) continue;
        const className = /^\s+$/.test(token.content) ? open : classes.classNameOf(token.types, language) || undefined;
        if (className !== open) {
          flush();
          open = className;
        }
        text += token.content;
      }
      flush();
      const extra = lineClassNames[index];
      // A newline closes each line; a block-level line keeps its own so copying keeps it too.
      return extra?.length ? `<span class="token-line ${extra.join(' ')}">${html}\n</span>` : `${html}\n`;
    })
    .join('')
    .replace(/\n$/, '');
}
