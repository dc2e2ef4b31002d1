// Turns an example file into its own source text, for the code panels of the design pages. Used
// with the `!!example-source!./Example.tsx` inline syntax, which skips the compilers that would
// otherwise run first, so readers see the file exactly as written.
//
// The default export is the whole file. `parts` holds one snippet per exported function: the
// imports it uses, the file's own constants and helpers it uses, and the function itself, so a
// page can show each example as a file that compiles on its own.
const ts = require('typescript');

/** Identifiers used in a piece of code (a word match is enough for our example files). */
function usesName(code, name) {
  return new RegExp(`(^|[^\\w$.])${name.replace(/\$/g, '\\$')}([^\\w$]|$)`).test(code);
}

function splitExamples(source) {
  const file = ts.createSourceFile('example.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const imports = [];
  const locals = [];
  const functions = [];
  for (const statement of file.statements) {
    const text = source.slice(statement.getFullStart(), statement.getEnd()).trim();
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const named =
        clause && clause.namedBindings && ts.isNamedImports(clause.namedBindings)
          ? clause.namedBindings.elements.map((e) => e.name.text)
          : [];
      imports.push({
        module: statement.moduleSpecifier.text,
        defaultName: clause && clause.name ? clause.name.text : null,
        named,
      });
      continue;
    }
    const exported =
      ts.canHaveModifiers(statement) &&
      (ts.getModifiers(statement) || []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (ts.isFunctionDeclaration(statement) && exported && statement.name) {
      functions.push({name: statement.name.text, text});
      continue;
    }
    const names = ts.isVariableStatement(statement)
      ? statement.declarationList.declarations.map((d) => (ts.isIdentifier(d.name) ? d.name.text : '')).filter(Boolean)
      : statement.name && ts.isIdentifier(statement.name)
        ? [statement.name.text]
        : [];
    locals.push({names, text});
  }
  const parts = {};
  for (const fn of functions) {
    // Local helpers the function needs, and theirs in turn.
    const needed = [];
    let body = fn.text;
    let added = true;
    while (added) {
      added = false;
      for (const local of locals) {
        if (!needed.includes(local) && local.names.some((name) => usesName(body, name))) {
          needed.push(local);
          body += `\n${local.text}`;
          added = true;
        }
      }
    }
    const code = [...locals.filter((l) => needed.includes(l)).map((l) => l.text), fn.text].join('\n\n');
    const importLines = imports
      .map(({module, defaultName, named}) => {
        const used = named.filter((name) => usesName(code, name));
        const useDefault = defaultName && (defaultName === 'React' || usesName(code, defaultName));
        if (!useDefault && used.length === 0) return null;
        const list = used.length > 0 ? `{${used.join(', ')}}` : '';
        return `import ${[useDefault ? defaultName : null, list || null].filter(Boolean).join(', ')} from '${module}';`;
      })
      .filter(Boolean);
    parts[fn.name] = `${importLines.join('\n')}\n\n${code}\n`;
  }
  return parts;
}

module.exports = function exampleSourceLoader(source) {
  return `export default ${JSON.stringify(source)};\nexport const parts = ${JSON.stringify(splitExamples(source))};`;
};
module.exports.splitExamples = splitExamples;
