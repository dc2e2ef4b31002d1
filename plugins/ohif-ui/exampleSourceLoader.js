// Turns an example file into its own source text, for the "Show code" panels. Used with the
// `!!example-source!./Example.tsx` inline syntax, which skips the compilers that would otherwise
// run first, so readers see the file exactly as written.
module.exports = function exampleSourceLoader(source) {
  return `export default ${JSON.stringify(source)};`;
};
