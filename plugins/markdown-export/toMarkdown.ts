import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import remarkStringify from 'remark-stringify';
import {toString} from 'mdast-util-to-string';
import type {Root, RootContent, PhrasingContent, Paragraph, Link} from 'mdast';

/** What the converter needs to know about the page and the site. */
export type MarkdownContext = {
  /** Absolute path of the page's source file. */
  sourceFile: string;
  /** Site origin without trailing slash (`https://docs.ohif.org`). */
  siteUrl: string;
  /** The site's base URL (`/`). */
  baseUrl: string;
  /** The page's route, base URL included. */
  permalink: string;
  /** Route of every doc source file, by absolute path, for links between pages. */
  permalinkOfFile: (absoluteFile: string) => string | undefined;
};

type JsxAttribute = {type: string; name?: string; value?: unknown};
type JsxElement = {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: JsxAttribute[];
  children: RootContent[];
};
type Directive = {type: 'containerDirective'; name: string; children: RootContent[]};

const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

function attribute(element: JsxElement, name: string): string | undefined {
  const found = element.attributes.find((attr) => attr.type === 'mdxJsxAttribute' && attr.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

const text = (value: string): PhrasingContent => ({type: 'text', value});
const strong = (value: string): PhrasingContent => ({type: 'strong', children: [text(value)]});
const paragraph = (...children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});

/** An absolute URL for a link or image target of the page. */
export function absoluteUrl(url: string, context: MarkdownContext): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) return url; // https:, mailto:…
  const origin = context.siteUrl.replace(/\/$/, '');
  if (url.startsWith('#')) return `${origin}${context.permalink}${url}`;
  if (url.startsWith('/')) return `${origin}${context.baseUrl.replace(/\/$/, '')}${url}`;
  const [target = '', hash = ''] = url.split(/(?=#)/);
  const file = path.resolve(path.dirname(context.sourceFile), decodeURI(target));
  const permalink = /\.mdx?$/.test(target) ? context.permalinkOfFile(file) : undefined;
  if (permalink) return `${origin}${permalink}${hash}`;
  return new URL(url, `${origin}${context.permalink.replace(/\/?$/, '/')}`).href;
}

/** The replacement of an MDX element: its text, as the reader of the page would take it in. */
function replaceJsx(element: JsxElement, context: MarkdownContext): RootContent[] {
  const flow = element.type === 'mdxJsxFlowElement';
  if (element.name === 'Diagram') {
    const src = attribute(element, 'src') ?? '';
    const alt = attribute(element, 'alt') ?? 'Diagram';
    const caption = attribute(element, 'caption');
    const svg = absoluteUrl(`/img/diagrams/${src}.light.svg`, context);
    const link: Link = {type: 'link', url: svg, children: [text('SVG')]};
    const children: PhrasingContent[] = [strong('Diagram:'), text(` ${alt} (`), link, text(')')];
    if (caption) children.push(text(' '), {type: 'emphasis', children: [text(caption)]});
    return [flow ? paragraph(...children) : ({type: 'emphasis', children} as RootContent)];
  }
  if (element.name === 'TabItem') {
    const label = attribute(element, 'label') ?? attribute(element, 'value');
    return label && flow ? [paragraph(strong(label)), ...element.children] : element.children;
  }
  // Any other component (Tabs, details…) gives way to what it wraps.
  return element.children;
}

function replaceDirective(directive: Directive): RootContent[] {
  const [first, ...rest] = directive.children;
  const hasLabel =
    first?.type === 'paragraph' && (first.data as {directiveLabel?: boolean} | undefined)?.directiveLabel;
  const name = ADMONITION_LABELS[directive.name] ?? directive.name;
  const title = hasLabel ? `${name}: ${toString(first)}` : name;
  return [
    {
      type: 'blockquote',
      children: [paragraph(strong(title)), ...((hasLabel ? rest : directive.children) as Paragraph[])],
    },
  ];
}

/** Rewrites a list of nodes: no front matter, imports or expressions; components to text; absolute links. */
function rewrite(nodes: RootContent[], context: MarkdownContext): RootContent[] {
  return nodes.flatMap((child): RootContent[] => {
    switch (child.type as string) {
      case 'yaml':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return [];
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return rewrite(replaceJsx(child as unknown as JsxElement, context), context);
      case 'containerDirective':
        return rewrite(replaceDirective(child as unknown as Directive), context);
      case 'leafDirective':
      case 'textDirective': {
        // `:name` in prose that was no directive: keep what was written.
        const directive = child as unknown as {name: string; children?: RootContent[]};
        return [text(`:${directive.name}`) as RootContent, ...rewrite(directive.children ?? [], context)];
      }
      default:
        if (child.type === 'link' || child.type === 'image' || child.type === 'definition')
          child.url = absoluteUrl(child.url, context);
        if ('children' in child)
          (child as {children: RootContent[]}).children = rewrite(child.children as RootContent[], context);
        return [child];
    }
  });
}

/** Docusaurus reads every doc as MDX, with directives (admonitions) and GFM. */
const parser = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkFrontmatter)
  .use(remarkDirective)
  .use(remarkGfm)
  .freeze();
const stringifier = unified()
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkStringify, {bullet: '-', fence: '`', fences: true, rule: '-', listItemIndent: 'one', emphasis: '_'})
  .freeze();

/**
 * Docusaurus also accepts an admonition title after a space (`:::warning Title`), which
 * remark-directive reads only in brackets (`:::warning[Title]`). Code blocks are left alone.
 */
export function bracketAdmonitionTitles(source: string): string {
  let fence: string | undefined;
  return source
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker && (!fence || marker.startsWith(fence))) fence = fence ? undefined : marker;
      if (fence) return line;
      return line.replace(/^(\s*:::[a-z]+) +([^[{\s].*?)\s*$/, '$1[$2]');
    })
    .join('\n');
}

/**
 * The Markdown copy of a doc page: `# title`, then the page's prose, tables and code blocks,
 * with MDX components turned into text and links made absolute to the site.
 */
export function toMarkdown(source: string, title: string, context: MarkdownContext): string {
  const tree = parser.parse(bracketAdmonitionTitles(source)) as Root;
  tree.children = rewrite(tree.children, context);
  // The page's own `# heading`, if it has one, is its title.
  const firstHeading = tree.children.findIndex((child) => child.type === 'heading' && child.depth === 1);
  if (firstHeading !== -1 && tree.children.slice(0, firstHeading).every((child) => child.type === 'html'))
    tree.children.splice(firstHeading, 1);
  tree.children.unshift({type: 'heading', depth: 1, children: [text(title)]});
  return stringifier.stringify(tree);
}
