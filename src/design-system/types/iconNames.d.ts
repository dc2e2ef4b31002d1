/** The icon names read from the library's bundle at build time (plugins/ohif-ui/iconNamesLoader.js). */
declare module '!!*iconNamesLoader.js!../../../node_modules/@ohif/ui-next/dist/ohif-ui-next.umd.js' {
  const icons: {
    /** Icon components, `Icons.Add`. */
    components: string[];
    /** Names for `Icons.ByName`, `'tool-length'`. */
    names: string[];
  };
  export default icons;
}
