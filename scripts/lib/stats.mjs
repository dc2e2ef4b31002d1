// @ts-check
/** Small statistics for benchmark figures. */

/**
 * The p-th percentile (0–100) by the nearest-rank method: the smallest value with at least
 * p % of the values at or below it. Always one of the measured values.
 * @param {number[]} values
 * @param {number} p
 */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  if (p < 0 || p > 100) throw new RangeError(`percentile must be within 0–100, got ${p}`);
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return /** @type {number} */ (sorted[rank - 1]);
}

/** Kilobytes as budgets state them: 1 KB = 1024 bytes. */
export const KB = 1024;

/** @param {number} bytes */
export const formatKB = (bytes) => (bytes / KB).toFixed(1);
