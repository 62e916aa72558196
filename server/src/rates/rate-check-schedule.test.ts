import { Cron } from 'croner';
import { describe, expect, it } from 'vitest';
import { RATE_CHECK_PATTERN, RATE_CHECK_TIMEZONE } from './rate-check-schedule.ts';

describe('rate check schedule', () => {
  it('runs five times each weekday in New York time and never at weekends', () => {
    const job = new Cron(RATE_CHECK_PATTERN, { timezone: RATE_CHECK_TIMEZONE, paused: true });
    // Friday 2025-10-03 00:00 New York (04:00 UTC) onward: five Friday runs, then Monday.
    const runs = job.nextRuns(6, new Date('2025-10-03T04:00:00Z'));
    job.stop();
    const newYork = runs.map((run) =>
      run.toLocaleString('en-US', {
        timeZone: 'America/New_York',
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hour12: false,
      }),
    );
    expect(newYork).toEqual(['Fri 08:05', 'Fri 11:05', 'Fri 14:05', 'Fri 17:05', 'Fri 20:05', 'Mon 08:05']);
  });
});
