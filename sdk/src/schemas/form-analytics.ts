import { z } from 'zod/mini';

/** The periods the console offers, in days (today included). */
export const ANALYTICS_PERIODS = ['7', '30', '90'] as const;
export type AnalyticsPeriod = 7 | 30 | 90;
export const DEFAULT_ANALYTICS_DAYS: AnalyticsPeriod = 30;

const DAYS_MESSAGE = `days must be one of ${ANALYTICS_PERIODS.join(', ')}.`;

/** GET /api/partner/forms/:id/analytics?days=7|30|90 (default 30). */
export const formAnalyticsQuerySchema = z.strictObject({
  days: z._default(
    z.pipe(
      z.enum(ANALYTICS_PERIODS, DAYS_MESSAGE),
      z.transform((value) => Number(value) as AnalyticsPeriod),
    ),
    DEFAULT_ANALYTICS_DAYS,
  ),
});
export type FormAnalyticsQuery = z.output<typeof formAnalyticsQuerySchema>;

/** One UTC day of a form's analytics; every day of the period is present (zero when nothing happened). */
export const formAnalyticsDaySchema = z.object({
  /** YYYY-MM-DD, UTC. */
  date: z.string(),
  /** Widget config loads that reached the server (answers are cacheable for 60 s). */
  views: z.number(),
  /** popup.js dialog openings (POST /api/forms/:id/events), as reported by visitors' browsers: unproven, rate-limited. */
  opens: z.number(),
  /** Leads stored (a filled honeypot is not counted). */
  submissions: z.number(),
  /** Leads of the form whose rate alert was confirmed (double opt-in) that day. */
  confirmed: z.number(),
});
export type FormAnalyticsDay = z.infer<typeof formAnalyticsDaySchema>;

/** A page origin a form refused: when last, and how many refusals were recorded. */
export const refusedOriginSchema = z.object({
  origin: z.string(),
  lastSeenAt: z.string(),
  refusals: z.number(),
});
export type RefusedOrigin = z.infer<typeof refusedOriginSchema>;

export const formAnalyticsSchema = z.object({
  formId: z.string(),
  days: z.number(),
  /** Oldest day first. */
  series: z.array(formAnalyticsDaySchema),
  totals: z.object({
    views: z.number(),
    opens: z.number(),
    submissions: z.number(),
    confirmed: z.number(),
    /** submissions / views over the period; null when there were no views. */
    conversion: z.nullable(z.number()),
  }),
  /** The install check: the last page origin that loaded the form, as reported by the visitor's browser (Origin or Referer). */
  install: z.object({
    lastLoadedOrigin: z.nullable(z.string()),
    lastLoadedAt: z.nullable(z.string()),
    /** Whether the form accepts leads from that origin; null when never loaded from a page. */
    allowedOrigin: z.nullable(z.boolean()),
    /**
     * Sites the form refused (a lead preflight or a config load from an origin not in its allowed
     * origins), most recent first; an origin allowed since is left out.
     */
    refusedOrigins: z.array(refusedOriginSchema),
  }),
});
export type FormAnalytics = z.infer<typeof formAnalyticsSchema>;
