import path from 'node:path';
import ts from 'typescript';
import {beforeAll, describe, expect, it} from 'vitest';
import {loadComponentEntries} from './componentEntries';
import {CONVENTIONAL_PROPS, type ComponentEntry} from '../../types/docs';

/**
 * Our type file (`types/ohif-ui-next.d.ts`, which the examples compile against) and the props
 * tables must say the same thing: every documented prop is declared, every prop the file declares
 * is documented, and a prop with a default is optional. Read with the TypeScript compiler.
 */
const siteDir = path.resolve(__dirname, '../../../..');
const typeFile = path.join(siteDir, 'src/design-system/types/ohif-ui-next.d.ts');

type DeclaredProp = {name: string; optional: boolean; ours: boolean; type: ts.Type};

let entries: ComponentEntry[] = [];
let checker: ts.TypeChecker;
let library: ts.Symbol;

beforeAll(async () => {
  entries = await loadComponentEntries();
  const program = ts.createProgram([typeFile], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    jsx: ts.JsxEmit.React,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    types: [],
    baseUrl: siteDir,
  });
  checker = program.getTypeChecker();
  const found = checker.getAmbientModules().find((symbol) => symbol.getName() === '"@ohif/ui-next"');
  if (!found) throw new Error(`${typeFile} declares no module '@ohif/ui-next'`);
  library = found;
}, 60_000);

/**
 * The props a part's type takes: its `props` parameter, or the last one (`toast`'s options); for a
 * hook (`useByteArray`), what it returns.
 */
function declaredProps(part: string): DeclaredProp[] | undefined {
  const [name, ...members] = part.split('.');
  let symbol = checker.getExportsOfModule(library).find((exported) => exported.getName() === name);
  if (!symbol) return undefined;
  let type = checker.getTypeOfSymbol(symbol);
  for (const member of members) {
    symbol = type.getProperty(member);
    if (!symbol) return undefined;
    type = checker.getTypeOfSymbol(symbol);
  }
  const signature = type.getCallSignatures()[0];
  if (!signature) return undefined;
  const parameters = signature.getParameters();
  const props = parameters.find((parameter) => parameter.getName() === 'props') ?? parameters.at(-1);
  const propsType = /^use[A-Z]/.test(part)
    ? signature.getReturnType()
    : props && checker.getNonNullableType(checker.getTypeOfSymbol(props));
  if (!propsType) return undefined;
  return propsType.getApparentProperties().map((prop) => ({
    name: prop.getName(),
    optional: (prop.flags & ts.SymbolFlags.Optional) !== 0,
    type: checker.getNonNullableType(checker.getTypeOfSymbol(prop)),
    ours: (prop.getDeclarations() ?? []).some((declaration) => declaration.getSourceFile().fileName === typeFile),
  }));
}

/**
 * Whether a table's type and the declared one disagree, for the table types a reader acts on
 * exactly: `boolean`, `number`, `string` and unions of string literals. Others (`(event) =>
 * void`, object shapes) are written for reading and not compared.
 */
function typeDisagrees(documented: string, declared: ts.Type): boolean {
  const primitive = {
    boolean: checker.getBooleanType(),
    number: checker.getNumberType(),
    string: checker.getStringType(),
  };
  if (documented in primitive) {
    const wanted = primitive[documented as keyof typeof primitive];
    // `string` may be declared narrower (Input's `type` is the DOM's list of input types).
    const wider = documented === 'string' || checker.isTypeAssignableTo(wanted, declared);
    return !(wider && checker.isTypeAssignableTo(declared, wanted));
  }
  if (!/^'[^']*'(?: \| '[^']*')*$/.test(documented)) return false;
  const wanted = documented.split(' | ').map((literal) => literal.slice(1, -1));
  const members = declared.isUnion() ? declared.types : [declared];
  const literals = members.map((member) => (member.isStringLiteral() ? member.value : undefined));
  return wanted.sort().join('|') !== literals.sort().join('|');
}

describe('the type file and the props tables', {timeout: 60_000}, () => {
  it('agree on every part, both ways', () => {
    const problems: string[] = [];
    const untyped: string[] = [];
    for (const entry of entries) {
      const parts = new Set([...entry.exports, ...entry.props.map(({part}) => part)]);
      for (const part of parts) {
        const declared = declaredProps(part);
        const documented = entry.props.find((doc) => doc.part === part)?.props ?? [];
        if (!declared) {
          if (documented.length > 0) untyped.push(part);
          continue;
        }
        const byName = new Map(declared.map((prop) => [prop.name, prop]));
        for (const prop of documented) {
          const type = byName.get(prop.name);
          if (!type) problems.push(`${part}.${prop.name} is documented but not declared`);
          else if (prop.default && !type.optional) problems.push(`${part}.${prop.name} has a default but is required`);
          else if (typeDisagrees(prop.type, type.type))
            problems.push(
              `${part}.${prop.name} is ${prop.type} in the table, ${checker.typeToString(type.type)} in the type file`,
            );
        }
        const names = new Set(documented.map((prop) => prop.name));
        for (const prop of declared)
          if (prop.ours && !names.has(prop.name) && !CONVENTIONAL_PROPS.includes(prop.name))
            problems.push(`${part}.${prop.name} is declared but not documented`);
      }
    }
    expect(problems).toEqual([]);
    // Icons is an object of icon components; its table describes each of them.
    expect(untyped).toEqual(['Icons']);
  });

  it('notices a prop declared but not documented', () => {
    expect(declaredProps('DataRow')?.map((prop) => prop.name)).toContain('title');
    expect(declaredProps('Numeric.Container')?.find((prop) => prop.name === 'mode')?.optional).toBe(false);
    expect(declaredProps('Nothing')).toBeUndefined();
    const size = declaredProps('Toggle')?.find((prop) => prop.name === 'size')?.type;
    expect(size && typeDisagrees("'default' | 'sm' | 'lg'", size)).toBe(false);
    expect(size && typeDisagrees("'default' | 'sm'", size)).toBe(true);
    expect(size && typeDisagrees('boolean', size)).toBe(true);
  });
});
