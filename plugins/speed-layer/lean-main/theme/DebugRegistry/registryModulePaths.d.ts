/** Each route chunk's module path, by chunk name (`plugins/lean-main/registryLoader.js`). */
declare module '@generated/registry?module-paths' {
  const modulePaths: Readonly<Record<string, string>>;
  export default modulePaths;
}
