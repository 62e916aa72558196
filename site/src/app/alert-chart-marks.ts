import type { AlertDirection } from '@mrn/sdk/schemas/alert-direction';
import type { AlertKind } from '@mrn/sdk/schemas/alert-kinds';
import type { AlertNotification } from '@mrn/sdk/schemas/app-alerts';
import { formatDate } from './date-format.ts';
import { formatRate, formatThreshold } from './rate-format.ts';
import type { RateHistoryRow } from './rate-history-rows.ts';

/** What the history chart needs of an alert (an AccountAlert fits as is). */
export interface ChartAlert {
  id: string;
  kind: AlertKind;
  /** The catalogued series it watches, and its words ("30-year FHA"). */
  series: string;
  seriesLabel: string;
  threshold: number;
  direction: AlertDirection;
  upperThreshold: number | null;
  notifications: readonly AlertNotification[];
}

/** A horizontal line at a rate the alert fires at. */
export interface ThresholdLine {
  key: string;
  series: string;
  rate: number;
  /** Short, drawn on the chart: "30-year FHA refinance ≤ 6.125%". */
  label: string;
  /** Full words, for the text summary: "30-year FHA refinance alert at or below 6.125%". */
  description: string;
}

/** A dot where an alert fired: the observation that crossed its threshold. */
export interface FiredMark {
  key: string;
  series: string;
  seriesLabel: string;
  date: string;
  rate: number;
}

const KIND_WORDS: { readonly [Kind in AlertKind]: string } = {
  rate: 'target',
  refinance: 'refinance',
  payment: 'payment',
  rate_move: 'rate move',
};

function line(alert: ChartAlert, rate: number, side: AlertDirection, suffix = ''): ThresholdLine {
  const words = KIND_WORDS[alert.kind];
  return {
    key: `${alert.id}${suffix}`,
    series: alert.series,
    rate,
    label: `${alert.seriesLabel} ${words} ${side === 'below' ? '≤' : '≥'} ${formatThreshold(rate)}`,
    description: `${alert.seriesLabel} ${words} alert at or ${side} ${formatThreshold(rate)}`,
  };
}

/** Each alert's threshold as a line; a rate move has two (it fires past either edge). */
export function thresholdLines(alerts: readonly ChartAlert[]): ThresholdLine[] {
  return alerts.flatMap((alert) =>
    alert.kind === 'rate_move' && alert.upperThreshold !== null
      ? [
          line(alert, alert.threshold, 'below', '-lower'),
          line(alert, alert.upperThreshold, 'above', '-upper'),
        ]
      : [line(alert, alert.threshold, alert.direction)],
  );
}

/** Where the alerts fired, on the chart's dates only (a mail outside the range has no place to go). */
export function firedMarks(alerts: readonly ChartAlert[], rows: readonly RateHistoryRow[]): FiredMark[] {
  const dates = new Set(rows.map((row) => row.date));
  const seen = new Set<string>();
  return alerts.flatMap((alert) =>
    alert.notifications.flatMap((notification) => {
      const key = `${alert.series}-${notification.observationDate}`;
      if (!dates.has(notification.observationDate) || seen.has(key)) return [];
      seen.add(key);
      return [
        {
          key,
          series: alert.series,
          seriesLabel: alert.seriesLabel,
          date: notification.observationDate,
          rate: notification.rate,
        },
      ];
    }),
  );
}

/**
 * The sentences the text summary adds for people who cannot see the chart: the lines drawn and
 * the days alerts fired. Empty when there are no alerts to draw.
 */
export function alertMarksSummary(lines: readonly ThresholdLine[], fired: readonly FiredMark[]): string {
  if (lines.length === 0) return '';
  const drawn = `Dotted lines mark your active alerts: ${lines.map((item) => item.description).join('; ')}.`;
  if (fired.length === 0) return drawn;
  const days = fired
    .map((mark) => `${formatDate(mark.date)} at ${formatRate(mark.rate)} (${mark.seriesLabel})`)
    .join('; ');
  return `${drawn} Dots mark when they fired: ${days}.`;
}
