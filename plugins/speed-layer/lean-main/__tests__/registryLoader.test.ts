import {describe, expect, it} from 'vitest';
import {modulePaths, withoutModulePaths} from '../registryLoader.js';

// Two entries as Docusaurus's codegen writes them (`codegenRoutes.js`), one path escaped.
const REGISTRY = `export default {
  "0132e09d": [() => import(/* webpackChunkName: "0132e09d" */ "@site/docs/platform/services/data/MeasurementService.md"), "@site/docs/platform/services/data/MeasurementService.md", require.resolveWeak("@site/docs/platform/services/data/MeasurementService.md")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@site/docs/a \\"quoted\\" (name).md"), "@site/docs/a \\"quoted\\" (name).md", require.resolveWeak("@site/docs/a \\"quoted\\" (name).md")],};
`;

describe('registry loader', () => {
  it('drops every module path and keeps the import and the module id', () => {
    const {source, stripped} = withoutModulePaths(REGISTRY);
    expect(stripped).toBe(2);
    expect(source).toContain(
      '"0132e09d": [() => import(/* webpackChunkName: "0132e09d" */ "@site/docs/platform/services/data/MeasurementService.md"), 0, require.resolveWeak("@site/docs/platform/services/data/MeasurementService.md")],',
    );
    expect(source).toContain('"@site/docs/a \\"quoted\\" (name).md"), 0, require.resolveWeak(');
    expect(source.match(/\), "@site/g)).toBeNull();
  });

  it('leaves a registry in another format as it is', () => {
    const other = 'export default {"a": [() => import("./a.md"), "./a.md"]};';
    expect(withoutModulePaths(other)).toEqual({source: other, stripped: 0});
  });

  it('maps each chunk name to its decoded module path', () => {
    expect(modulePaths(REGISTRY)).toEqual({
      '0132e09d': '@site/docs/platform/services/data/MeasurementService.md',
      '17896441': '@site/docs/a "quoted" (name).md',
    });
  });
});
