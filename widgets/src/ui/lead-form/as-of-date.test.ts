import { describe, expect, it } from 'vitest';
import { asOfDate } from './as-of-date';

describe('asOfDate', () => {
  it('writes every day of a leap year as en-US medium dates do', () => {
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(Date.UTC(2024, 0, 1 + day));
      const iso = date.toISOString().slice(0, 10);
      expect(asOfDate(iso)).toBe(date.toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' }));
    }
  });
});
