import {describe, expect, it} from 'vitest';
import {formatEnglishDateUtc} from '../formatDate';

describe('formatEnglishDateUtc', () => {
  it('writes every month, and the day in UTC, as English Intl does', () => {
    const intl = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
    for (let month = 0; month < 12; month++) {
      for (const [day, hour] of [
        [1, 0],
        [28, 23],
      ] as const) {
        const date = new Date(Date.UTC(2024, month, day, hour, 59));
        expect(formatEnglishDateUtc(date)).toBe(intl.format(date));
      }
    }
  });
});
