import type {ComponentEntry} from '../types/docs';

/** An entry of the theme's table of contents; `value` is HTML, as the theme renders it. */
export type TocEntry = {value: string; id: string; level: 2 | 3};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Heading ids of a component page, shared by the page's headings and its table of contents. */
export const sectionId = {
  purpose: 'purpose',
  choosing: 'choosing',
  preview: 'preview',
  examples: 'examples',
  example: (id: string) => `example-${id.toLowerCase()}`,
  anatomy: 'anatomy',
  usage: 'usage',
  props: 'props',
  propsPart: (part: string) => `props-${part.toLowerCase()}`,
  accessibility: 'accessibility',
  knownDefects: 'known-defects',
  patterns: 'patterns',
} as const;

/**
 * The component page's headings, h2 and h3, in page order: one entry per example and per props
 * part. `extra` lists sections a page adds after its previews (the icon names, say).
 */
export function componentToc(
  doc: ComponentEntry,
  {hasPatterns, extra = []}: {hasPatterns: boolean; extra?: Array<{id: string; title: string}>},
): TocEntry[] {
  const entry = (id: string, title: string, level: 2 | 3 = 2): TocEntry => ({id, value: escapeHtml(title), level});
  return [
    entry(sectionId.purpose, 'What it is for'),
    ...(doc.choose.length > 0 ? [entry(sectionId.choosing, 'When to pick it', 3)] : []),
    entry(sectionId.preview, doc.pickers.length > 0 ? 'Variants and states' : 'Live preview'),
    ...extra.map(({id, title}) => entry(id, title)),
    entry(sectionId.examples, 'From the viewer'),
    ...doc.examples.map((example) => entry(sectionId.example(example.id), example.title, 3)),
    ...(doc.anatomy && doc.anatomy.length > 0 ? [entry(sectionId.anatomy, 'Anatomy')] : []),
    entry(sectionId.usage, 'Usage'),
    entry(sectionId.props, 'Props'),
    ...doc.props.map(({part}) => entry(sectionId.propsPart(part), part, 3)),
    entry(sectionId.accessibility, 'Keyboard and accessibility'),
    entry(sectionId.knownDefects, 'Known defects', 3),
    ...(hasPatterns ? [entry(sectionId.patterns, 'Used in these patterns')] : []),
  ];
}

/** The pages before and after this one in its sidebar group, as the sidebar orders them. */
export function groupNeighbours(
  groups: Array<{components: ComponentEntry[]}>,
  slug: string,
): {previous?: ComponentEntry; next?: ComponentEntry} {
  const group = groups.find(({components}) => components.some((entry) => entry.slug === slug));
  if (!group) return {};
  const index = group.components.findIndex((entry) => entry.slug === slug);
  return {previous: group.components[index - 1], next: group.components[index + 1]};
}

/** Whether a component matches every word of a filter, in its name, summary or exports. */
export function matchesFilter(entry: Pick<ComponentEntry, 'name' | 'summary' | 'exports'>, query: string): boolean {
  const haystack = [entry.name, entry.summary, ...entry.exports].join(' ').toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
