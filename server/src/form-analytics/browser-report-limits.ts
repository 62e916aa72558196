import type { DatabaseExecutor } from '../db/client.ts';
import type { Clock, RateLimitSettings } from '../http/app-deps.ts';
import { FixedWindowRateLimiter } from '../http/rate-limiter.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Opens and install-check origins are whatever visitors' browsers (or anyone with curl) report:
 * nothing proves them. These budgets keep a stranger from filling a partner's charts and install
 * check; a real site stays far below them.
 */
export const BROWSER_REPORT_LIMITS = {
  /** Popup opens counted per form. */
  opensPerForm: { limit: 600, windowMs: HOUR },
  /** Popup opens counted per form from one page origin (Origin header, else Referer; "none" without). */
  opensPerFormAndOrigin: { limit: 120, windowMs: HOUR },
  /**
   * Install-check writes per form (last loading origin, refused origins). Each origin is written at
   * most once a minute per node anyway: this bounds how many different origins a stranger can record.
   */
  installChecksPerForm: { limit: 30, windowMs: MINUTE },
} satisfies Record<string, RateLimitSettings>;

/** Refusals one install-check write adds for one origin: a page refused more often is counted this many a minute. */
export const REFUSALS_COUNTED_PER_WRITE = 10;

export interface BrowserReportLimiters {
  opensPerForm: FixedWindowRateLimiter;
  opensPerFormAndOrigin: FixedWindowRateLimiter;
  installChecksPerForm: FixedWindowRateLimiter;
}

/** Counted in PostgreSQL like every rate limit (in memory on PGlite), so the budgets hold across nodes. */
export function createBrowserReportLimiters(db: DatabaseExecutor, clock: Clock): BrowserReportLimiters {
  return {
    opensPerForm: new FixedWindowRateLimiter(db, 'opens-form', BROWSER_REPORT_LIMITS.opensPerForm, clock),
    opensPerFormAndOrigin: new FixedWindowRateLimiter(
      db,
      'opens-origin',
      BROWSER_REPORT_LIMITS.opensPerFormAndOrigin,
      clock,
    ),
    installChecksPerForm: new FixedWindowRateLimiter(
      db,
      'install-check-form',
      BROWSER_REPORT_LIMITS.installChecksPerForm,
      clock,
    ),
  };
}
