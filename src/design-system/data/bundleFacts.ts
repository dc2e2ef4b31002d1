import fs from 'node:fs';

/**
 * Reads facts from the installed `@ohif/ui-next` UMD bundle (minified, no type declarations): its
 * export list, and the text around each export's definition, where the props it reads are
 * destructured (`({variant:t,size:r="default",…})`) and its variant tables are written
 * (`{variants:{variant:{default:…},size:{…}}}`). Node only; the tests use it.
 */
export class BundleFacts {
  private readonly exportIds: Map<string, string>;
  private readonly definitions = new Map<string, string>();

  constructor(private readonly source: string) {
    this.exportIds = BundleFacts.readExports(source);
  }

  static fromFile(file: string): BundleFacts {
    return new BundleFacts(fs.readFileSync(file, 'utf8'));
  }

  /** webpack writes the exports as `u.d(d,{AboutModal:()=>AI,…})`: name → local binding. */
  private static readExports(source: string): Map<string, string> {
    const start = source.search(/\.d\(\w+,\{AboutModal:\(\)=>/);
    if (start < 0) throw new Error('Cannot find the export table of the bundle');
    const open = source.indexOf('{', start);
    let depth = 0;
    let end = open;
    for (; end < source.length; end++) {
      if (source[end] === '{') depth++;
      if (source[end] === '}' && --depth === 0) break;
    }
    const table = source.slice(open, end + 1);
    return new Map([...table.matchAll(/[{,]([\w$]+):\(\)=>([\w$]+)/g)].map((match) => [match[1]!, match[2]!]));
  }

  exportNames(): string[] {
    return [...this.exportIds.keys()];
  }

  hasExport(name: string): boolean {
    return this.exportIds.has(name);
  }

  /** Text following each top-level definition of a binding (`,id=`, `let id=`, `function id(`). */
  private windowsOf(id: string, size: number, seen = new Set<string>()): string[] {
    if (seen.has(id)) return [];
    seen.add(id);
    const escaped = id.replace(/\$/g, '\\$');
    const windows: string[] = [];
    for (const index of this.definitionIndexes(id).slice(0, 8)) {
      const text = this.source.slice(index, index + size);
      windows.push(text);
      // An alias (`let At=So,`) or the tables it reads: a cva call `tO({variant…` or a map `egd[i]||`.
      const alias = new RegExp(`^(?:[,;]|let |const |var )${escaped}=([\\w$]+)[,;]`).exec(text)?.[1];
      const head = text.slice(0, 1500);
      const referenced = [
        ...head.matchAll(/([\w$]{2,4})\(\{variant/g),
        ...head.matchAll(/([\w$]{2,4})\[[\w$]\]\|\|/g),
      ].map((m) => m[1]!);
      for (const other of [alias, ...referenced]) if (other) windows.push(...this.windowsOf(other, size, seen));
    }
    return windows;
  }

  /** Where the binding is defined; plain string search, a regex over 4.6 MB is too slow. */
  private definitionIndexes(id: string): number[] {
    const indexes: number[] = [];
    for (const prefix of [',', ';', 'let ', 'const ', 'var ']) {
      const needle = `${prefix}${id}=`;
      for (let at = this.source.indexOf(needle); at >= 0; at = this.source.indexOf(needle, at + 1)) {
        if (this.source[at + needle.length] !== '=') indexes.push(at);
      }
    }
    const fn = `function ${id}(`;
    for (let at = this.source.indexOf(fn); at >= 0; at = this.source.indexOf(fn, at + 1)) indexes.push(at);
    return indexes.sort((a, b) => a - b);
  }

  /** The definition text of an export; `Numeric.Container` reads inside `Numeric`'s. */
  definitionOf(part: string): string {
    const cached = this.definitions.get(part);
    if (cached !== undefined) return cached;
    const [name, member] = part.split('.');
    const id = this.exportIds.get(name!);
    if (!id) throw new Error(`${name} is not exported`);
    const text = this.windowsOf(id, member ? 16000 : 4000).join('\n');
    this.definitions.set(part, text);
    return text;
  }

  /** Whether the export's own code reads the prop (destructures it or passes it on by name). */
  readsProp(part: string, prop: string): boolean {
    const name = prop.replace(/[^\w$-]/g, '');
    const key = name.includes('-') ? `"${name}"` : name;
    const escaped = key.replace(/\$/g, '\\$');
    // Destructured (`{label:e,…}`) or read off the props object (`e.itemLabel`, `M.headerComponent`).
    return new RegExp(`[{,]${escaped}(?::|=|,|\\})|\\b[a-zA-Z]\\.${escaped}\\b`).test(this.definitionOf(part));
  }

  /** Whether the prop's documented default is the one in the code or its variant table. */
  hasDefault(part: string, prop: string, documented: string): boolean {
    const literal =
      documented === 'false' ? '!1' : documented === 'true' ? '!0' : documented.replace(/^'(.*)'$/, '"$1"');
    const text = this.definitionOf(part);
    const escaped = literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const key = prop.includes('-') ? `"${prop}"` : prop;
    return (
      new RegExp(`[{,]${key}:[\\w$]+=${escaped}(?=[,}])`).test(text) ||
      new RegExp(`defaultVariants:\\{[^}]*${key}:${escaped}`).test(text)
    );
  }

  /** Whether a value of a variant or size prop is in the export's variant table or its code. */
  hasOption(part: string, prop: string, value: string): boolean {
    const text = this.definitionOf(part);
    const table = new RegExp(`${prop}:\\{([^{}]|\\{[^{}]*\\})*?[{,]${value}:`).test(text);
    // …or a key of a size map the component indexes (`egd={default:{…},small:{…}}`, `egd[i]`).
    const map = new RegExp(`[{,]${value}:\\{`).test(text);
    return table || map || text.includes(`"${value}"`);
  }

  /**
   * The props an export's own code takes from its argument: the keys it destructures
   * (`({label:e,icon:t=…,...r})=>`, `function f({…})`, `e=>{let{…}=e`) or, when it keeps the props
   * object whole, the `e.name` it reads. `Numeric.Container` and `PanelSection.Content` name a
   * member. Undefined when the part is no function component of the library's own: an object of
   * parts, an enum, a plain function (`toast`), or a Radix primitive re-exported as it is (its
   * props start with `__scope`), whose props are Radix's to document.
   */
  destructuredProps(part: string): string[] | undefined {
    const [name, member] = part.split('.');
    const id = this.exportIds.get(name!);
    if (!id) throw new Error(`${name} is not exported`);
    const props = member ? this.memberProps(id, member) : this.bindingProps(id);
    return props?.some((prop) => prop.startsWith('__scope')) ? undefined : props;
  }

  /**
   * The parts an export carries as members: assigned after its definition (`Ae.Header=…`), or
   * keys of the object it is (`So={Container:…,Label:…}`). Members that are exported on their own
   * too (AllInOneMenu.Item is Item) are left out, and so are lower-case ones (displayName).
   */
  staticMembers(name: string): string[] {
    const id = this.exportIds.get(name);
    if (!id) throw new Error(`${name} is not exported`);
    const exported = new Set(this.exportIds.values());
    const members = new Set<string>();
    const needle = `${id}.`;
    for (let at = this.source.indexOf(needle); at >= 0; at = this.source.indexOf(needle, at + 1)) {
      if (/[\w$.]/.test(this.source[at - 1] ?? '')) continue;
      const member = /^([A-Z][\w$]*)=(?!=)/.exec(this.source.slice(at + needle.length, at + needle.length + 60))?.[1];
      if (member) members.add(member);
    }
    const literal = this.objectLiteralOf(id);
    for (const key of literal ? patternKeys(literal) : []) {
      const value = new RegExp(`[{,]${key}:([\\w$]+)[,}]`).exec(literal!)?.[1];
      if (/^[A-Z]/.test(key) && !(value && exported.has(value))) members.add(key);
    }
    return [...members];
  }

  /** The text of the object literal a binding is (through aliases), if it is one. */
  private objectLiteralOf(id: string, seen = new Set<string>()): string | undefined {
    if (seen.has(id)) return undefined;
    seen.add(id);
    for (const index of this.definitionIndexes(id)) {
      const text = this.valueText(index, id);
      const alias = /^([\w$]+)[,;]/.exec(text)?.[1];
      if (alias) {
        const literal = this.objectLiteralOf(alias, seen);
        if (literal) return literal;
      } else if (text.startsWith('{')) {
        const close = matchingClose(text, 0);
        if (close > 0) return text.slice(0, close + 1);
      }
    }
    return undefined;
  }

  private bindingProps(id: string, seen = new Set<string>()): string[] | undefined {
    if (seen.has(id)) return undefined;
    seen.add(id);
    for (const index of this.definitionIndexes(id)) {
      const text = this.valueText(index, id);
      const alias = /^([\w$]+)[,;]/.exec(text)?.[1];
      const props = alias ? this.bindingProps(alias, seen) : componentProps(text);
      if (props) return props;
    }
    return undefined;
  }

  private memberProps(id: string, member: string, seen = new Set<string>()): string[] | undefined {
    if (seen.has(id)) return undefined;
    seen.add(id);
    const assigned = this.source.indexOf(`${id}.${member}=`);
    if (assigned >= 0) return componentProps(this.source.slice(assigned + id.length + member.length + 2));
    for (const index of this.definitionIndexes(id)) {
      const text = this.valueText(index, id);
      const alias = /^([\w$]+)[,;]/.exec(text)?.[1];
      if (alias) {
        const props = this.memberProps(alias, member, seen);
        if (props) return props;
        continue;
      }
      // An object of parts: `So={Container:function({…}){…},Label:Sx,…}`.
      if (!text.startsWith('{')) continue;
      const close = matchingClose(text, 0);
      const key = new RegExp(`[{,]${member}:`).exec(text.slice(0, close + 1));
      if (!key) continue;
      const value = text.slice(key.index + key[0].length);
      const named = /^([\w$]+)[,}]/.exec(value)?.[1];
      return named ? this.bindingProps(named) : componentProps(value);
    }
    return undefined;
  }

  /** The source from where a definition's value starts (after `id=`, or at `function id(`). */
  private valueText(index: number, id: string): string {
    const text = this.source.slice(index, index + 40000);
    return text.startsWith('function ') ? text : text.slice(text.indexOf(`${id}=`) + id.length + 1);
  }

  /** Whether a name occurs anywhere in the bundle (for props handed to Radix and friends). */
  mentions(name: string): boolean {
    return this.source.includes(name);
  }
}

/** Index of the bracket that closes the one at `open`, skipping strings; -1 when unbalanced. */
function matchingClose(source: string, open: number): number {
  const closers: Record<string, string> = {'{': '}', '(': ')', '[': ']'};
  const stack: string[] = [];
  for (let at = open; at < source.length; at++) {
    const ch = source[at]!;
    if (ch === '"' || ch === "'" || ch === '`') {
      at = skipString(source, at);
      continue;
    }
    if (ch in closers) stack.push(closers[ch]!);
    else if (ch === '}' || ch === ')' || ch === ']') {
      if (stack.pop() !== ch) return -1;
      if (stack.length === 0) return at;
    }
  }
  return -1;
}
/** Index of the quote that ends the string starting at `start`. */
function skipString(source: string, start: number): number {
  const quote = source[start];
  for (let at = start + 1; at < source.length; at++) {
    const ch = source[at];
    if (ch === '\\') at++;
    else if (quote === '`' && ch === '$' && source[at + 1] === '{') at = matchingClose(source, at + 1);
    else if (ch === quote) return at;
  }
  return source.length;
}
/** Top-level keys of an object pattern `{a:e,b:t=1,"c-d":r,...n}` (rest left out). */
function patternKeys(pattern: string): string[] {
  const keys: string[] = [];
  let depth = 0;
  let itemStart = 1;
  const take = (item: string) => {
    const key = /^\s*("[^"]+"|[\w$]+)/.exec(item)?.[1];
    if (key && !item.trimStart().startsWith('...')) keys.push(key.replace(/"/g, ''));
  };
  for (let at = 1; at < pattern.length - 1; at++) {
    const ch = pattern[at]!;
    if (ch === '"' || ch === "'" || ch === '`') at = skipString(pattern, at);
    else if ('{(['.includes(ch)) depth++;
    else if ('})]'.includes(ch)) depth--;
    else if (ch === ',' && depth === 0) {
      take(pattern.slice(itemStart, at));
      itemStart = at + 1;
    }
  }
  take(pattern.slice(itemStart, pattern.length - 1));
  return keys;
}

const WRAPPER = /^(?:[\w$]+(?:\(\))?\.(?:forwardRef|memo)\(|\(0,[\w$]+\.(?:forwardRef|memo)\)\()/;

/** Props a function component reads from its one argument, given the text from where its value starts. */
function componentProps(text: string): string[] | undefined {
  let rest = text;
  for (let wrapped = WRAPPER.exec(rest); wrapped; wrapped = WRAPPER.exec(rest)) rest = rest.slice(wrapped[0].length);
  // `({a:e,…},ref)=>` or `function name({a:e,…})`
  const direct = /^(?:function(?:\s+[\w$]+)?\(|\()\{/.exec(rest);
  if (direct) {
    const open = direct[0].length - 1;
    const close = matchingClose(rest, open);
    if (close < 0) return undefined;
    const after = rest.slice(close + 1, close + 8);
    if (!/^(?:,[\w$]+)?\)(?:=>|\{)/.test(after)) return undefined;
    return patternKeys(rest.slice(open, close + 1));
  }
  // `e=>{let{a:t,…}=e,…` or `function name(e){let{…}=e` — or props read as `e.a`
  const single = /^(?:function(?:\s+[\w$]+)?\(([\w$]+)\)\{|\(?([\w$]+)\)?=>\{)/.exec(rest);
  if (!single) return undefined;
  const param = (single[1] ?? single[2])!;
  const bodyOpen = single[0].length - 1;
  const bodyClose = matchingClose(rest, bodyOpen);
  if (bodyClose < 0) return undefined;
  const body = rest.slice(bodyOpen, bodyClose + 1);
  if (!/createElement\(/.test(body)) return undefined;
  const lets = /^\{(?:let|const|var)\{/.exec(body);
  if (lets) {
    const close = matchingClose(body, lets[0].length - 1);
    if (body.slice(close + 1).startsWith(`=${param}`) && /^[,;]/.test(body.slice(close + 2 + param.length)))
      return patternKeys(body.slice(lets[0].length - 1, close + 1));
  }
  // The props object kept whole (`e.onClick?.()`); minified names are reused in inner scopes, so
  // this is the last resort.
  const escaped = param.replace(/\$/g, '\\$');
  const reads = body.matchAll(new RegExp(`(?<![\\w$.])${escaped}\\.([\\w$]+)`, 'g'));
  return [...new Set([...reads].map((read) => read[1]!))];
}
