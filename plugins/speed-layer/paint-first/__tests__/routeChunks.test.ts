import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {registryModules, withModuleOrigins} from '../routeChunks';

// Two lines in the form Docusaurus 3.10 writes `.docusaurus/registry.js`.
const REGISTRY = `export default {
  "0132e09d": [() => import(/* webpackChunkName: "0132e09d" */ "@site/docs/platform/services/data/MeasurementService.md"), "@site/docs/platform/services/data/MeasurementService.md", require.resolveWeak("@site/docs/platform/services/data/MeasurementService.md")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
};
`;

describe('registryModules', () => {
  it('reads chunk name → module path from the registry', () => {
    expect([...registryModules(REGISTRY)]).toEqual([
      ['0132e09d', '@site/docs/platform/services/data/MeasurementService.md'],
      ['17896441', '@theme/DocItem'],
    ]);
  });

  it('reads the registry of the last build, when there is one', () => {
    const generated = path.join(__dirname, '../../../../.docusaurus/registry.js');
    if (!fs.existsSync(generated)) return;
    const source = fs.readFileSync(generated, 'utf8');
    const entries = source.match(/^\s*"[^"]+": \[/gm) ?? [];
    expect(registryModules(source).size).toBe(entries.length);
  });
});

describe('withModuleOrigins', () => {
  const manifest = {
    entrypoints: ['main'],
    origins: {main: [1, 'main'], '0132e09d': ['7858', '0132e09d'], '17896441': ['3600', '17896441']},
    assets: {},
  };

  it('keys each chunk group by the module path a page reports too', () => {
    const origins = withModuleOrigins(manifest, REGISTRY).origins;
    expect(origins['@site/docs/platform/services/data/MeasurementService.md']).toEqual(['7858', '0132e09d']);
    expect(origins['@theme/DocItem']).toEqual(['3600', '17896441']);
    expect(origins.main).toEqual([1, 'main']);
  });

  it('fails the build when the registry format is not understood', () => {
    expect(() => withModuleOrigins(manifest, 'export default {}')).toThrow(/registry/);
  });
});
