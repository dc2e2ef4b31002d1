const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A date as English `Intl.DateTimeFormat` writes it with `{day: 'numeric', month: 'short',
 * year: 'numeric', timeZone: 'UTC'}` ("Nov 25, 2026"), without Intl: the first Intl formatter
 * on a page loads the browser's date data, several ms in the middle of hydration.
 */
export function formatEnglishDateUtc(date: Date): string {
  return `${SHORT_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
