// Reads the names of the library's icons from its UMD bundle at build time, for the static list on
// the Icons page (the plugin writes them to `@generated/ohif-ui/icon-names.json`): the bundle only
// runs in a browser, the list must be in the page's HTML. Importing the bundle through a webpack
// loader instead would put the list in the library's own chunk, which every component page would
// then load up front. Reads the object the `Icons` export is bound to in the minified source:
// `Icons:()=>hs` in the export table, then `,hs={Add:…,"tool-length":…,ByName:…}`.

/** Top-level keys of the object literal that opens at `source[open]` (`{`). */
function objectKeys(source, open) {
  const keys = [];
  let depth = 0;
  let expectKey = false;
  for (let at = open; at < source.length; at++) {
    const char = source[at];
    if (char === '"' || char === "'" || char === '`') {
      // A string: a key when it is where a key goes, skipped otherwise.
      let end = at + 1;
      while (end < source.length && source[end] !== char) end += source[end] === '\\' ? 2 : 1;
      if (depth === 1 && expectKey) {
        keys.push(source.slice(at + 1, end));
        expectKey = false;
      }
      at = end;
    } else if (char === '{' || char === '(' || char === '[') {
      depth++;
      if (depth === 1) expectKey = true;
    } else if (char === '}' || char === ')' || char === ']') {
      depth--;
      if (depth === 0) return keys;
    } else if (depth === 1 && char === ',') {
      expectKey = true;
    } else if (depth === 1 && expectKey && /[\w$]/.test(char)) {
      const name = /^[\w$]+/.exec(source.slice(at, at + 200))[0];
      keys.push(name);
      at += name.length - 1;
      expectKey = false;
    }
  }
  throw new Error('The Icons object of the bundle does not end');
}

/**
 * The icons of the bundle: `components`, the PascalCase icon components (`Icons.Add`), and
 * `names`, the kebab-case names toolbar definitions give `Icons.ByName` ("tool-length"). The
 * helpers (`ByName`, `addIcon`) and the volume-rendering thumbnails (`CT-Bone`…,
 * `VolumeRendering`: images the viewer app serves) are left out.
 */
function iconNames(source) {
  const binding = /[{,]Icons:\(\)=>([\w$]+)/.exec(source);
  if (!binding) throw new Error('The bundle does not export Icons');
  const id = binding[1].replace(/\$/g, '\\$');
  const definition = new RegExp(`(?:[,;]|let |const |var )${id}=\\{`).exec(source);
  if (!definition) throw new Error(`Cannot find the definition of Icons (${binding[1]}) in the bundle`);
  const keys = objectKeys(source, definition.index + definition[0].length - 1);
  const helpers = new Set(['ByName', 'addIcon', 'VolumeRendering']);
  const visible = keys.filter((key) => !helpers.has(key));
  return {
    components: visible.filter((key) => /^[A-Z][A-Za-z0-9]*$/.test(key)).sort(),
    names: visible.filter((key) => /^[a-z]/.test(key)).sort(),
  };
}

module.exports = {iconNames};
