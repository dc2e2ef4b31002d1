import {load, type CheerioAPI} from 'cheerio';
import type {SearchRecord} from './records';

/** What the page itself tells us, from the meta tags every Docusaurus page carries. */
function pageMeta($: CheerioAPI): {tag: string; language: string} | undefined {
  const tag = $('meta[name="docsearch:docusaurus_tag"]').attr('content');
  const language = $('meta[name="docsearch:language"]').attr('content') ?? 'en';
  return tag ? {tag, language} : undefined;
}

/** The page's `keywords` front matter, which Docusaurus writes as one comma-separated meta tag. */
export function pageKeywords($: CheerioAPI): string[] {
  const content = $('meta[name="keywords"]').attr('content') ?? '';
  return [...new Set(content.split(',').map((keyword) => keyword.trim()))].filter((keyword) => keyword !== '');
}

const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** An identifier in code: dotted names allowed (`Types.Services`, `this.servicesManager`). */
const IDENTIFIER = /[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*/g;

/**
 * The API names in a piece of code: identifiers a reader would type to find their page
 * (`createLabelmapForViewport`, `SSL_PORT`, `Types.Services`), told from plain words by an
 * inner capital, an underscore or a dot. Plain words in code stay body text.
 */
export function apiNames(code: string): string[] {
  return (code.match(IDENTIFIER) ?? []).filter(
    (name) => name.length >= 4 && (/\p{Ll}\p{Lu}/u.test(name) || /[A-Za-z]_[A-Za-z]/.test(name) || /\w\.\w/.test(name)),
  );
}

/** Text of an element without the "#" permalink Docusaurus appends to headings. */
function headingText($: CheerioAPI, element: Parameters<CheerioAPI>[0]): string {
  const clone = $(element).clone();
  clone.find('.hash-link').remove();
  return collapse(clone.text());
}

/** Sidebar category of a doc from its breadcrumbs; pages outside the docs get a fixed label. */
function categoryOf($: CheerioAPI, isDoc: boolean, title: string): string {
  if (!isDoc) return 'Pages';
  const crumbs = $('.theme-doc-breadcrumbs .breadcrumbs__item')
    .toArray()
    .map((item) => collapse($(item).text()))
    .filter((text) => text !== '');
  return crumbs[0] ?? title;
}

/**
 * Cuts one built HTML page into records: the text before the first h2 becomes the page's
 * record, and every h2 and h3 starts a record of its own (content = the text up to the next
 * heading), the way the DocSearch crawler indexes a Docusaurus site.
 */
export function extractRecords(html: string, pagePath: string): SearchRecord[] {
  const $ = load(html);
  const meta = pageMeta($);
  if (!meta || $('meta[name="robots"][content*="noindex"]').length > 0) return [];

  const isDoc = $('.theme-doc-markdown').length > 0;
  const root = isDoc ? $('.theme-doc-markdown').first() : $('main').first();
  if (root.length === 0) return [];
  root.find('.theme-doc-toc-mobile, .hash-link, script, style, noscript, [data-search-ignore]').remove();
  // Block boundaries become spaces, so "step" and a nested "detail" do not read as "stepdetail".
  root.find('p, li, td, th, pre, dt, dd, div, tr, br').append(' ');

  const h1 = root.find('h1').first();
  const lvl1 = collapse(h1.text()) || collapse($('title').text().split('|')[0] ?? '');
  if (!lvl1) return [];
  const lvl0 = categoryOf($, isDoc, lvl1);
  const base = {tag: meta.tag, language: meta.language};

  const keywords = pageKeywords($);
  const records: SearchRecord[] = [
    {
      ...base,
      url: pagePath,
      level: 'lvl1',
      hierarchy: {lvl0, lvl1},
      content: '',
      apiNames: [],
      ...(keywords.length > 0 ? {keywords} : {}),
    },
  ];
  let lvl2: string | undefined;
  let current = records[0]!;

  // Walk every element in document order; headings open records, leaf text fills them.
  root.find('h2[id], h3[id], p, li, td, th, pre, blockquote, dt, dd, figcaption').each((_, element) => {
    const tagName = element.tagName.toLowerCase();
    if (tagName === 'h2' || tagName === 'h3') {
      const text = headingText($, element);
      const anchor = `${pagePath}#${$(element).attr('id')}`;
      if (tagName === 'h2') {
        lvl2 = text;
        current = {...base, url: anchor, level: 'lvl2', hierarchy: {lvl0, lvl1, lvl2: text}, content: '', apiNames: []};
      } else {
        current = {
          ...base,
          url: anchor,
          level: lvl2 ? 'lvl3' : 'lvl2',
          hierarchy: lvl2 ? {lvl0, lvl1, lvl2, lvl3: text} : {lvl0, lvl1, lvl2: text},
          content: '',
          apiNames: [],
        };
      }
      records.push(current);
      return;
    }
    // A list item's own paragraphs are visited separately; only take text not inside a child block.
    if ($(element).parents('p, li, td, th, pre, blockquote, dd').length > 0) return;
    const text = collapse($(element).text());
    $(element)
      .find('code')
      .addBack('code')
      .each((_, code) => {
        for (const name of apiNames($(code).text())) if (!current.apiNames.includes(name)) current.apiNames.push(name);
      });
    if (text) current.content = current.content ? `${current.content} ${text}` : text;
  });
  return records;
}
