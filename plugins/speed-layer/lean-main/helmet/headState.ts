import {Children, Fragment, isValidElement, type ReactNode} from 'react';

/** Attributes of one head element, as HTML names them (`class`, not `className`). */
export type Attributes = Record<string, string>;

/** The head tags one `<Helmet>` asks for (react-helmet-async's "props" of an instance). */
export type HeadRequest = {
  title?: string;
  titleTemplate?: string;
  defaultTitle?: string;
  titleAttributes?: Attributes;
  htmlAttributes?: Attributes;
  bodyAttributes?: Attributes;
  tags: Partial<Record<TagType, Attributes[]>>;
};

/** The head that all mounted `<Helmet>`s ask for together. */
export type HeadState = {
  title?: string;
  titleAttributes: Attributes;
  htmlAttributes: Attributes;
  bodyAttributes: Attributes;
  tags: Record<TagType, Attributes[]>;
};

export const TAG_TYPES = ['base', 'link', 'meta', 'noscript', 'script', 'style'] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** The text inside a script, noscript or style element is kept under this pseudo-attribute. */
export const INNER_HTML = 'innerHTML';

// React's prop names that HTML spells otherwise (react-helmet-async's list).
const HTML_NAMES: Record<string, string> = {
  accessKey: 'accesskey',
  charSet: 'charset',
  className: 'class',
  contentEditable: 'contenteditable',
  contextMenu: 'contextmenu',
  httpEquiv: 'http-equiv',
  itemProp: 'itemprop',
  tabIndex: 'tabindex',
};

/**
 * Per tag type, the attributes that can name a tag (which one does: `primaryAttribute`). A later
 * `<Helmet>`'s tag replaces an earlier one of the same name. Tags with none of them are
 * dropped, as react-helmet-async does.
 */
const PRIMARY_ATTRIBUTES: Record<TagType, string[]> = {
  base: ['href'],
  link: ['rel', 'href'],
  meta: ['name', 'charset', 'http-equiv', 'property', 'itemprop'],
  noscript: [INNER_HTML],
  script: ['src', INNER_HTML],
  style: [INNER_HTML],
};

/** HTML attributes from React props; values as the server render writes them (`String(value)`). */
function toAttributes(props: Record<string, unknown>): Attributes {
  const attributes: Attributes = {};
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children') continue;
    const htmlName = name === 'innerHTML' || name === 'cssText' ? INNER_HTML : (HTML_NAMES[name] ?? name.toLowerCase());
    attributes[htmlName] = value === undefined ? '' : String(value);
  }
  return attributes;
}

const textOf = (children: unknown): string | undefined =>
  children === undefined || children === null
    ? undefined
    : Array.isArray(children)
      ? children.join('')
      : String(children);

function addChildren(request: HeadRequest, children: ReactNode): void {
  Children.forEach(children, (child) => {
    if (!isValidElement<Record<string, unknown>>(child)) return;
    const {children: nested, ...props} = child.props;
    if (child.type === Fragment) {
      addChildren(request, nested as ReactNode);
      return;
    }
    switch (child.type) {
      case 'title':
        request.title = textOf(nested);
        request.titleAttributes = toAttributes(props);
        return;
      case 'html':
        request.htmlAttributes = toAttributes(props);
        return;
      case 'body':
        request.bodyAttributes = toAttributes(props);
        return;
      default:
        if ((TAG_TYPES as readonly unknown[]).includes(child.type)) {
          const type = child.type as TagType;
          const text = textOf(nested);
          const tag = {...toAttributes(props), ...(text !== undefined && {[INNER_HTML]: text})};
          (request.tags[type] ??= []).push(tag);
          return;
        }
        throw new Error(
          `<Head> takes title, html, body, ${TAG_TYPES.join(', ')} elements; found <${String(child.type)}>.`,
        );
    }
  });
}

/** What a `<Helmet>` with these props asks for: its children, and the props of the same names. */
export function requestOf(props: Record<string, unknown>): HeadRequest {
  const {children, title, titleTemplate, defaultTitle, htmlAttributes, bodyAttributes} = props;
  const request: HeadRequest = {tags: {}};
  if (title !== undefined) request.title = textOf(title);
  if (typeof titleTemplate === 'string') request.titleTemplate = titleTemplate;
  if (typeof defaultTitle === 'string') request.defaultTitle = defaultTitle;
  if (htmlAttributes) request.htmlAttributes = toAttributes(htmlAttributes as Record<string, unknown>);
  if (bodyAttributes) request.bodyAttributes = toAttributes(bodyAttributes as Record<string, unknown>);
  for (const type of TAG_TYPES) {
    const list = props[type];
    if (Array.isArray(list)) request.tags[type] = list.map((tag) => toAttributes(tag as Record<string, unknown>));
  }
  addChildren(request, children as ReactNode);
  return request;
}

function innermost(requests: HeadRequest[], key: 'title' | 'titleTemplate' | 'defaultTitle'): string | undefined {
  for (let index = requests.length - 1; index >= 0; index -= 1) {
    const value = requests[index]![key];
    if (value !== undefined) return value;
  }
  return undefined;
}

/** The attribute that names a tag, under react-helmet-async's rules, or undefined. */
function primaryAttribute(type: TagType, tag: Attributes): string | undefined {
  let primary: string | undefined;
  for (const name of Object.keys(tag)) {
    if (!PRIMARY_ATTRIBUTES[type].includes(name)) continue;
    // A canonical link is named by its rel alone; a stylesheet by its href.
    if (primary === 'rel' && tag.rel!.toLowerCase() === 'canonical') continue;
    if (name === 'rel' && tag.rel!.toLowerCase() === 'stylesheet') continue;
    primary = name;
  }
  return primary !== undefined && tag[primary] ? primary : undefined;
}

/** The tags of one type, the innermost (latest mounted) `<Helmet>` winning on each name. */
function mergeTags(type: TagType, requests: HeadRequest[]): Attributes[] {
  const taken = new Set<string>();
  const kept: Attributes[][] = [];
  for (let index = requests.length - 1; index >= 0; index -= 1) {
    const tags = requests[index]!.tags[type];
    if (!tags) continue;
    const ownNames = new Set<string>();
    const own = tags.filter((tag) => {
      const primary = primaryAttribute(type, tag);
      if (!primary) return false;
      const name = `${primary}\u0000${tag[primary]!.toLowerCase()}`;
      if (taken.has(name)) return false;
      ownNames.add(name);
      return true;
    });
    ownNames.forEach((name) => taken.add(name));
    kept.unshift(own);
  }
  return kept.flat();
}

/** The head all requests ask for, in mount order (outermost first). */
export function mergeRequests(requests: HeadRequest[]): HeadState {
  const title = innermost(requests, 'title');
  const template = innermost(requests, 'titleTemplate');
  const merge = (key: 'titleAttributes' | 'htmlAttributes' | 'bodyAttributes') =>
    Object.assign({}, ...requests.map((request) => request[key] ?? {})) as Attributes;
  const tags = Object.fromEntries(TAG_TYPES.map((type) => [type, mergeTags(type, requests)])) as HeadState['tags'];
  return {
    title: template && title ? template.replace(/%s/g, () => title) : title || innermost(requests, 'defaultTitle'),
    titleAttributes: merge('titleAttributes'),
    htmlAttributes: merge('htmlAttributes'),
    bodyAttributes: merge('bodyAttributes'),
    tags,
  };
}

/** A tag's identity for comparing it with an element already in the head: names and values. */
export function tagKey(tag: Attributes): string {
  return Object.keys(tag)
    .sort()
    .map((name) => `${name}=${tag[name]}`)
    .join('\u0000');
}
