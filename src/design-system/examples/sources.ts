// The example files' own source, shown as code on the component pages. Importing this does not
// load the library: the `example-source` loader turns each file into strings.
const context = require.context('!!example-source!./', false, /^\.\/[a-z0-9-]+\.tsx$/);

export type ExampleSource = {default: string; parts: Record<string, string>};

export function exampleSource(slug: string): ExampleSource | undefined {
  const key = `./${slug}.tsx`;
  return context.keys().includes(key) ? (context(key) as ExampleSource) : undefined;
}
