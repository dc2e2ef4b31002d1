/**
 * Docusaurus lists a page's scripts with `getBundles(manifest, modules)`, where `modules` are
 * the module paths its route components reported while rendering (`@site/docs/intro.md`) and
 * the manifest's `origins` are keyed by webpack chunk name (`0132e09d`). The two never meet,
 * so a page's HTML names only the entry scripts and the route chunks load one round trip
 * later, requested by the entry. These helpers add the module paths as keys.
 */

/** Client manifest written by react-loadable-ssr-addon (`.docusaurus/client-manifest.json`). */
export type ClientManifest = {
  entrypoints: string[];
  origins: Record<string, Array<string | number>>;
  assets: Record<string, unknown>;
};

// One registry line: "0132e09d": [() => import(/* webpackChunkName: "0132e09d" */ "@site/x.md"), "@site/x.md", require.resolveWeak("@site/x.md")],
const REGISTRY_ENTRY = /^\s*"([^"]+)": \[\(\) => import\(.*?\), ("(?:[^"\\]|\\.)*"), require\.resolveWeak\(/gm;

/** Chunk name → module path, from the generated `registry.js`. */
export function registryModules(registrySource: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [, chunkName, modulePath] of registrySource.matchAll(REGISTRY_ENTRY)) {
    if (chunkName && modulePath) modules.set(chunkName, JSON.parse(modulePath) as string);
  }
  return modules;
}

/**
 * The manifest with each registry module path as an extra `origins` key, holding the chunks
 * of its chunk group. Throws when the registry yields nothing, which would mean Docusaurus
 * changed its format: better a failed build than pages that silently lose their chunk list.
 */
export function withModuleOrigins(manifest: ClientManifest, registrySource: string): ClientManifest {
  const modules = registryModules(registrySource);
  if (modules.size === 0) throw new Error('[paint-first] no entry found in the generated registry.js');
  const origins = {...manifest.origins};
  for (const [chunkName, modulePath] of modules) {
    const chunks = manifest.origins[chunkName];
    if (chunks && !origins[modulePath]) origins[modulePath] = chunks;
  }
  return {...manifest, origins};
}
