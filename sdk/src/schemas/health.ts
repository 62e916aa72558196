import { z } from 'zod/mini';

const HEALTH_STATUSES = ['ok', 'degraded', 'unavailable'] as const;

/** GET /api/health for the public (load balancers, uptime checks): up, degraded or down, nothing more. */
export const healthSummarySchema = z.object({ status: z.enum(HEALTH_STATUSES) });
export type HealthSummary = z.infer<typeof healthSummarySchema>;

/** GET /api/health with the operator's METRICS_TOKEN: the details behind the status. */
export const healthReportSchema = z.object({
  status: z.enum(HEALTH_STATUSES),
  database: z.object({
    status: z.enum(['ok', 'error']),
    driver: z.enum(['pglite', 'postgres', 'unknown']),
    message: z.optional(z.string()),
  }),
  /** Latest check per catalogued series; empty before the first check. */
  rateChecks: z.array(
    z.object({
      /** The series' term (30y or 15y). */
      rateType: z.string(),
      seriesId: z.string(),
      /** The series in words ("30-year FHA"). */
      label: z.string(),
      status: z.string(),
      checkedAt: z.string(),
      latestObservedOn: z.nullable(z.string()),
      message: z.nullable(z.string()),
      /** When a check of this series last succeeded. */
      lastOkAt: z.nullable(z.string()),
      /** The newest day of real (not sample) data stored for it: its last good date. */
      lastGoodDate: z.nullable(z.string()),
    }),
  ),
  /** Mail waiting to go: rows pending or being sent, and how long the oldest of them has waited. */
  outbox: z.object({ waiting: z.number(), oldestWaitingSeconds: z.nullable(z.number()) }),
  /** Why the status is degraded, in plain words; empty when it is ok. */
  problems: z.array(z.string()),
});
export type HealthReport = z.infer<typeof healthReportSchema>;

/** What GET /api/health answers: the report for the operator, the summary for everyone else. */
export const healthAnswerSchema = z.union([healthReportSchema, healthSummarySchema]);

/** GET /api/analytics/config */
export const analyticsConfigSchema = z.object({ amplitudeApiKey: z.nullable(z.string()) });
