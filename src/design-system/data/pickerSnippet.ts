import type {ComponentDoc, Picker} from '../types/docs';

/** Quotes stripped from a documented default: `'default'` → `default`. */
const unquote = (text: string) => text.replace(/^(['"])(.*)\1$/, '$2');

/** The JSX attributes one picker's chosen option stands for ('' when it stands for none). */
export function pickerAttributes(doc: Pick<ComponentDoc, 'exports' | 'props'>, picker: Picker, value: string): string {
  const option = picker.options.find((candidate) => candidate.value === value);
  if (option?.code !== undefined) return option.code;
  const part = picker.part ?? doc.exports[0];
  const prop = doc.props.find((entry) => entry.part === part)?.props.find((entry) => entry.name === picker.prop);
  // A state of our example, not a prop: only the data can say what code it means.
  if (!prop) return '';
  if (prop.default !== undefined && unquote(prop.default) === value) return '';
  return `${picker.prop}="${value}"`;
}

/**
 * Whether the example file writes the part with children (`<Button …>Save</Button>`) rather than
 * on its own (`<Input … />`). Looks at the first use; a `>` inside `{…}` does not end the tag.
 */
export function takesChildren(part: string, exampleSource: string | undefined): boolean {
  if (!exampleSource) return true;
  const start = exampleSource.search(new RegExp(`<${part.replace(/\./g, '\\.')}[\\s/>]`));
  if (start < 0) return true;
  let depth = 0;
  for (let at = start + 1; at < exampleSource.length; at++) {
    const char = exampleSource[at];
    if (char === '{') depth++;
    else if (char === '}') depth--;
    else if (char === '>' && depth === 0) return exampleSource[at - 1] !== '/';
  }
  return true;
}

/**
 * The code of what the pickers show: one element per part the chosen options give attributes
 * to, e.g. `<Button variant="ghost" size="sm">…</Button>`, main export first; the main export
 * alone when no option gives any.
 */
export function pickerSnippet(
  doc: Pick<ComponentDoc, 'exports' | 'props' | 'pickers'>,
  values: Record<string, string>,
  exampleSource?: string,
): string {
  const main = doc.exports[0]!;
  const parts = new Map<string, string[]>();
  for (const picker of doc.pickers) {
    const attributes = pickerAttributes(doc, picker, values[picker.prop] ?? picker.initial);
    if (!attributes) continue;
    const part = picker.part ?? main;
    parts.set(part, [...(parts.get(part) ?? []), attributes]);
  }
  const written = parts.size > 0 ? [...parts] : [[main, []] as [string, string[]]];
  return written
    .sort(([a], [b]) => Number(b === main) - Number(a === main))
    .map(([part, attributes]) => {
      const open = [part, ...attributes].join(' ');
      return takesChildren(part, exampleSource) ? `<${open}>…</${part}>` : `<${open} />`;
    })
    .join('\n');
}

/**
 * Whether some picker's options mean different code. A page whose pickers only change our
 * example (and say no code for it) shows no snippet: it would not follow them.
 */
export function snippetFollowsPickers(doc: Pick<ComponentDoc, 'exports' | 'props' | 'pickers'>): boolean {
  return doc.pickers.some(
    (picker) => new Set(picker.options.map((option) => pickerAttributes(doc, picker, option.value))).size > 1,
  );
}
