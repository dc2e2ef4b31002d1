// The analyzer's internals the bench reads module sizes with; the package ships no types.
declare module 'webpack-bundle-analyzer/lib/analyzer.js' {
  export function getViewerData<Asset = unknown>(
    stats: unknown,
    bundleDir: string,
    options?: unknown,
  ): Asset[] | undefined;
}
declare module 'webpack-bundle-analyzer/lib/Logger.js' {
  const Logger: new (level?: string) => unknown;
  export = Logger;
}
