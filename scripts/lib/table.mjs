// @ts-check
/** Plain-text tables for the benchmark output. */

/**
 * Formats rows as an aligned text table: the first column left-aligned, the others
 * right-aligned (they hold numbers), with a rule under the header.
 * @param {string[]} header
 * @param {Array<Array<string | number>>} rows
 */
export function formatTable(header, rows) {
  const cells = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, column) => Math.max(...cells.map((row) => [...(row[column] ?? '')].length)));
  const pad = (/** @type {string} */ text, /** @type {number} */ column) => {
    const fill = ' '.repeat((widths[column] ?? 0) - [...text].length);
    return column === 0 ? text + fill : fill + text;
  };
  const lines = cells.map((row) => row.map(pad).join('  ').trimEnd());
  lines.splice(1, 0, widths.map((width) => '-'.repeat(width)).join('  '));
  return lines.join('\n');
}
