/**
 * The code-block options Docusaurus reads from a fence's metastring and from magic comments,
 * worked out at build time with the theme's semantics: `title="…"`, `{1,3-5}` line ranges,
 * `showLineNumbers`, and `highlight-next-line` / `highlight-start` / `highlight-end` comments,
 * which are removed from the code.
 */
export const HIGHLIGHTED_LINE_CLASS = 'theme-code-block-highlighted-line';

export type CodeBlockMeta = {
  code: string;
  title: string;
  showLineNumbers: boolean;
  /** Extra classes of a line, by 0-based line index. */
  lineClassNames: Record<number, string[]>;
};

/** `1,3-5` as a list of numbers; what parse-numeric-range accepts for Docusaurus ranges. */
export function parseRange(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const bounds = /^\s*(\d+)\s*(?:-\s*(\d+))?\s*$/.exec(part);
    if (!bounds) return [];
    const from = Number(bounds[1]);
    const to = bounds[2] === undefined ? from : Number(bounds[2]);
    return Array.from({length: Math.max(0, to - from + 1)}, (_, index) => from + index);
  });
}

const COMMENT_STYLES = {
  js: ['\\/\\/', ''],
  jsBlock: ['\\/\\*', '\\*\\/'],
  jsx: ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
} as const;
type CommentStyle = keyof typeof COMMENT_STYLES;

function commentStylesOf(language: string): CommentStyle[] {
  if (['js', 'javascript', 'ts', 'typescript'].includes(language)) return ['js', 'jsBlock'];
  if (['jsx', 'tsx'].includes(language)) return ['js', 'jsBlock', 'jsx'];
  if (language === 'html') return ['js', 'jsBlock', 'html'];
  if (['python', 'py', 'bash'].includes(language)) return ['bash'];
  if (['markdown', 'md'].includes(language)) return ['html', 'jsx', 'bash'];
  return ['js', 'jsBlock', 'jsx', 'bash', 'html'];
}

const DIRECTIVES = ['highlight-next-line', 'highlight-start', 'highlight-end'];

function directivePattern(language: string): RegExp {
  const alternatives = commentStylesOf(language).map((style) => {
    const [start, end] = COMMENT_STYLES[style];
    return `(?:${start}\\s*(${DIRECTIVES.join('|')})\\s*${end})`;
  });
  return new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
}

export function parseCodeBlockMeta(rawCode: string, language: string, metastring = ''): CodeBlockMeta {
  const code = rawCode.replace(/\r?\n$/, '');
  const title = /title=(["'])(.*?)\1/.exec(metastring)?.[2] ?? '';
  const showLineNumbers = metastring.split(' ').some((word) => word.startsWith('showLineNumbers'));
  const range = /\{([\d,-]+)\}/.exec(metastring)?.[1];
  if (range !== undefined) {
    const lineClassNames = Object.fromEntries(
      parseRange(range)
        .filter((n) => n > 0)
        .map((n) => [n - 1, [HIGHLIGHTED_LINE_CLASS]]),
    );
    return {code, title, showLineNumbers, lineClassNames};
  }
  const pattern = directivePattern(language);
  const lines = code.split(/\r?\n/);
  const highlighted = new Set<number>();
  let blockStart = 0;
  for (let index = 0; index < lines.length;) {
    const match = pattern.exec(lines[index] ?? '');
    if (!match) {
      index += 1;
      continue;
    }
    const directive = match.slice(1).find((group) => group !== undefined);
    if (directive === 'highlight-next-line') highlighted.add(index);
    else if (directive === 'highlight-start') blockStart = index;
    else for (let line = blockStart; line < index; line++) highlighted.add(line);
    lines.splice(index, 1);
  }
  const lineClassNames = Object.fromEntries(
    [...highlighted].sort((a, b) => a - b).map((n) => [n, [HIGHLIGHTED_LINE_CLASS]]),
  );
  return {code: lines.join('\n'), title, showLineNumbers, lineClassNames};
}
