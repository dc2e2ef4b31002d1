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
    // Destructured (`{label:e,…}`) or read off the props object (`e.itemLabel`).
    return new RegExp(`[{,]${escaped}(?::|=|,|\\})|\\b[a-z]\\.${escaped}\\b`).test(this.definitionOf(part));
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

  /** Whether a name occurs anywhere in the bundle (for props handed to Radix and friends). */
  mentions(name: string): boolean {
    return this.source.includes(name);
  }
}
