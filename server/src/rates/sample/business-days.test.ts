import { describe, expect, it } from 'vitest';
import { businessDaysEndingOn, lastBusinessDayBefore } from './business-days.ts';

describe('lastBusinessDayBefore', () => {
  it('is the day before on Tuesday to Saturday and Friday from Sunday or Monday', () => {
    expect(lastBusinessDayBefore('2025-10-15')).toBe('2025-10-14'); // Wednesday
    expect(lastBusinessDayBefore('2025-10-18')).toBe('2025-10-17'); // Saturday
    expect(lastBusinessDayBefore('2025-10-19')).toBe('2025-10-17'); // Sunday
    expect(lastBusinessDayBefore('2025-10-20')).toBe('2025-10-17'); // Monday
    expect(lastBusinessDayBefore('2026-01-01')).toBe('2025-12-31');
  });
});

describe('businessDaysEndingOn', () => {
  it('counts back over weekends, oldest first, ending on the given day', () => {
    expect(businessDaysEndingOn('2025-10-14', 4)).toEqual([
      '2025-10-09',
      '2025-10-10',
      '2025-10-13',
      '2025-10-14',
    ]);
  });
});
