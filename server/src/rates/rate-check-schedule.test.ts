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

describe('rate check schedule across the daylight-saving changes', () => {
  /** The next runs after a moment, in UTC, from a paused job (nothing is scheduled). */
  function runsAfter(moment: string, count: number): string[] {
    const job = new Cron(RATE_CHECK_PATTERN, { timezone: RATE_CHECK_TIMEZONE, paused: true });
    const runs = job.nextRuns(count, new Date(moment));
    job.stop();
    return runs.map((run) => run.toISOString().slice(0, 16));
  }

  it('keeps 08:05 New York time when clocks spring forward (Sunday 2027-03-14)', () => {
    // Friday's last check at 20:05 EST (01:05 UTC), Monday's first at 08:05 EDT (12:05 UTC, not 13:05).
    expect(runsAfter('2027-03-12T23:00:00Z', 2)).toEqual(['2027-03-13T01:05', '2027-03-15T12:05']);
  });

  it('keeps 08:05 New York time when clocks fall back (Sunday 2027-11-07)', () => {
    // Friday's last check at 20:05 EDT (00:05 UTC), Monday's first at 08:05 EST (13:05 UTC), run once.
    expect(runsAfter('2027-11-05T23:00:00Z', 2)).toEqual(['2027-11-06T00:05', '2027-11-08T13:05']);
  });
});
