import type { AnalyticsPeriod, FormAnalytics, FormAnalyticsDay } from '@mrn/sdk/schemas';
import { and, between, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../db/client.ts';
import { alerts, formDailyCounts, leads } from '../db/schema/index.ts';
import type { FormRecord } from '../forms/index.ts';
import { isOriginAllowed } from '../http/cors.ts';
import { partnerOwnAlertJoin } from '../lead-view/index.ts';
import { refusedOriginsOf } from './refused-origins.ts';

const DAY_MS = 86_400_000;

/** YYYY-MM-DD (UTC) of every day of the period ending today, oldest first. */
export function periodDays(today: Date, days: number): string[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, index) =>
    new Date(end - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/**
 * A form's analytics over `days` UTC days ending today, every day present (zero-filled). The
 * caller has checked that the form belongs to the partner. `confirmed` counts the form's leads
 * whose rate alert is confirmed for this partner (lead-status.ts), on the day of the confirmation
 * (or of the lead, when the lead joined an alert confirmed before it).
 */
export async function formAnalytics(
  db: DatabaseExecutor,
  form: Pick<FormRecord, 'id' | 'allowedOrigins' | 'lastLoadedOrigin' | 'lastLoadedAt'>,
  days: AnalyticsPeriod,
  now: Date,
): Promise<FormAnalytics> {
  const dates = periodDays(now, days);
  const first = dates[0];
  const last = dates[dates.length - 1];
  const confirmedAt = sql`greatest(${alerts.confirmedAt}, ${leads.createdAt})`;
  const confirmedDay = sql<string>`to_char((${confirmedAt} AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD')`;

  const [counted, confirmed, refusedOrigins] = await Promise.all([
    db
      .select({
        day: formDailyCounts.day,
        views: formDailyCounts.views,
        opens: formDailyCounts.opens,
        submissions: formDailyCounts.submissions,
      })
      .from(formDailyCounts)
      .where(and(eq(formDailyCounts.formId, form.id), between(formDailyCounts.day, first, last))),
    db
      .select({ day: confirmedDay, confirmed: sql<number>`count(*)::int` })
      .from(leads)
      .innerJoin(alerts, partnerOwnAlertJoin)
      .where(
        and(
          eq(leads.formId, form.id),
          isNotNull(alerts.confirmedAt),
          gte(confirmedAt, new Date(`${first}T00:00:00Z`)),
          lt(confirmedAt, new Date(Date.parse(`${last}T00:00:00Z`) + DAY_MS)),
        ),
      )
      .groupBy(confirmedDay),
    refusedOriginsOf(db, form),
  ]);

  const byDay = new Map<string, FormAnalyticsDay>(
    dates.map((date) => [date, { date, views: 0, opens: 0, submissions: 0, confirmed: 0 }]),
  );
  for (const row of counted) {
    const day = byDay.get(row.day);
    if (day) Object.assign(day, { views: row.views, opens: row.opens, submissions: row.submissions });
  }
  for (const row of confirmed) {
    const day = byDay.get(row.day);
    if (day) day.confirmed = Number(row.confirmed);
  }
  const series = [...byDay.values()];
  const sum = (key: 'views' | 'opens' | 'submissions' | 'confirmed') =>
    series.reduce((total, day) => total + day[key], 0);
  const totals = {
    views: sum('views'),
    opens: sum('opens'),
    submissions: sum('submissions'),
    confirmed: sum('confirmed'),
  };
  return {
    formId: form.id,
    days,
    series,
    totals: { ...totals, conversion: totals.views === 0 ? null : totals.submissions / totals.views },
    install: {
      lastLoadedOrigin: form.lastLoadedOrigin,
      lastLoadedAt: form.lastLoadedAt?.toISOString() ?? null,
      // Against the form's current allowed origins, so the warning goes once the partner adds the site.
      allowedOrigin:
        form.lastLoadedOrigin === null
          ? null
          : isOriginAllowed(form.lastLoadedOrigin, form.allowedOrigins, ''),
      refusedOrigins,
    },
  };
}
