import {INNER_HTML, TAG_TYPES, tagKey, type Attributes, type HeadState} from './headState';

/** Marks the head elements that `<Head>` owns; the server render writes it on the same ones. */
const OWNED = 'data-rh';

// Attributes of <html>, <title> and <body> set by an earlier commit, to remove when no longer asked.
const ownedAttributes = new WeakMap<Element, Set<string>>();

function commitAttributes(element: Element | null, attributes: Attributes): void {
  if (!element) return;
  const previous = ownedAttributes.get(element) ?? new Set<string>();
  for (const [name, value] of Object.entries(attributes)) {
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
  for (const name of previous) if (!(name in attributes)) element.removeAttribute(name);
  ownedAttributes.set(element, new Set(Object.keys(attributes)));
}

function keyOfElement(element: Element): string {
  const tag: Attributes = {};
  for (const {name, value} of Array.from(element.attributes)) if (name !== OWNED) tag[name] = value;
  if (element.innerHTML !== '') tag[INNER_HTML] = element.innerHTML;
  return tagKey(tag);
}

function createElement(type: string, tag: Attributes): Element {
  const element = document.createElement(type);
  for (const [name, value] of Object.entries(tag)) {
    if (name === INNER_HTML) element.innerHTML = value;
    else element.setAttribute(name, value);
  }
  element.setAttribute(OWNED, 'true');
  return element;
}

/**
 * Makes the owned head elements of each type match `tags`: an element already there with the
 * same attributes and text stays (after hydration, all of them), the rest is removed, and the
 * missing ones are appended.
 */
function commitTags(type: string, tags: Attributes[]): void {
  const unmatched = new Map<string, Element[]>();
  for (const element of Array.from(document.head.querySelectorAll(`${type}[${OWNED}]`))) {
    const key = keyOfElement(element);
    const same = unmatched.get(key);
    if (same) same.push(element);
    else unmatched.set(key, [element]);
  }
  const missing = tags.filter((tag) => {
    const same = unmatched.get(tagKey(tag));
    return !same?.shift();
  });
  for (const elements of unmatched.values()) for (const element of elements) element.remove();
  for (const tag of missing) document.head.appendChild(createElement(type, tag));
}

/** Brings the document's head, and the attributes of `<html>` and `<body>`, to `state`. */
export function commitHead(state: HeadState): void {
  commitAttributes(document.documentElement, state.htmlAttributes);
  commitAttributes(document.body, state.bodyAttributes);
  if (state.title !== undefined && document.title !== state.title) document.title = state.title;
  commitAttributes(document.head.querySelector('title'), state.titleAttributes);
  for (const type of TAG_TYPES) commitTags(type, state.tags[type]);
}
