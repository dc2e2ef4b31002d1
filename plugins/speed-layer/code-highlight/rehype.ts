import type {Element, ElementContent, Root} from 'hast';
import {createTokenClasses, highlightToHtml, loadLanguages, type CodeThemes} from './highlight';
import {parseCodeBlockMeta} from './meta';

export type RehypeCodeHighlightOptions = {
  themes: CodeThemes;
  /** Prism grammars to add to prism-react-renderer's own, as in `themeConfig.prism.additionalLanguages`. */
  additionalLanguages?: string[];
};

const textOnly = (children: ElementContent[]): string | undefined =>
  children.every((child) => child.type === 'text')
    ? children.map((child) => (child as {value: string}).value).join('')
    : undefined;

function languageOf(code: Element): string {
  const classes: unknown = code.properties?.className;
  const list: string[] = Array.isArray(classes)
    ? classes.map(String)
    : typeof classes === 'string'
      ? classes.split(' ')
      : [];
  return (
    list
      .find((name) => name.startsWith('language-'))
      ?.slice('language-'.length)
      .toLowerCase() ?? 'text'
  );
}

/** The `pre > code` of a fenced code block, if it holds only text. */
function fencedCode(node: Element): Element | undefined {
  if (node.tagName !== 'pre') return undefined;
  const elements = node.children.filter((child) => !(child.type === 'text' && !child.value.trim()));
  const code = elements[0];
  if (elements.length !== 1 || code?.type !== 'element' || code.tagName !== 'code') return undefined;
  return textOnly(code.children) === undefined ? undefined : code;
}

type Node = {type: string; children?: Node[]};

/** Every element of the tree, inside MDX components too. */
function visit(node: Node, transform: (element: Element) => void): void {
  for (const child of node.children ?? []) {
    if (child.type === 'element') transform(child as unknown as Element);
    visit(child, transform);
  }
}

/**
 * Highlights fenced code blocks at build time. The block's `code` element keeps its language
 * class and gets the highlighted HTML as a `highlighted` prop (and its `title`), with no
 * children: the theme's `CodeBlock` (this plugin's `theme/CodeBlock`) renders that HTML as
 * it is, so pages ship no highlighter and do not tokenize while hydrating. Blocks asking for
 * line numbers are left to the theme's own highlighter.
 */
export default function rehypeCodeHighlight({themes, additionalLanguages = []}: RehypeCodeHighlightOptions) {
  loadLanguages(additionalLanguages);
  const classes = createTokenClasses(themes);
  return (tree: Root): void => {
    visit(tree as unknown as Node, (node) => {
      const code = fencedCode(node);
      if (!code) return;
      const language = languageOf(code);
      const metastring = typeof code.properties?.metastring === 'string' ? code.properties.metastring : '';
      const meta = parseCodeBlockMeta(textOnly(code.children) ?? '', language, metastring);
      if (meta.showLineNumbers) return;
      code.properties = {
        className: [`language-${language}`],
        highlighted: highlightToHtml(meta.code, language, classes, meta.lineClassNames),
        ...(meta.title ? {title: meta.title} : {}),
      };
      code.children = [];
    });
  };
}
