import { formatPoints, formatStandingRate } from '@mrn/sdk/finance';
import { formatShortDate } from '@mrn/sdk/finance/display-format';
import { FRED_NOTICE, fredSeriesUrl } from '@mrn/sdk/rates/fred-attribution';
import { ALERT_KIND_LABELS, RATE_TYPE_LABELS, type RateType } from '@mrn/sdk/schemas';
import type { ComposedMail } from '../mail/composed-mail.ts';
import { NOT_FINANCIAL_ADVICE } from '../mail/disclaimer.ts';
import { listHeaders } from '../mail/list-headers.ts';
import { layoutMail } from '../mail/mail-layout.ts';
import type { MailSettings } from '../mail/mail-settings.ts';
import type { BiggestChange } from './biggest-change.ts';
import type { DigestAlert } from './digest-alerts.ts';
import { digestListId, unsubscribeDigestUrl } from './digest-links.ts';
import { addDays } from './digest-week.ts';
import type { SeriesWeek } from './series-week.ts';

export interface WeeklyDigestMailInput {
  userId: string;
  email: string;
  /** The Monday of the digest's week. */
  weekOf: string;
  series: readonly { rateType: RateType; seriesId: string; week: SeriesWeek }[];
  biggest: BiggestChange | null;
  alerts: readonly DigestAlert[];
}

/** Earlier record than this few weeks is too short to call anything "the biggest". */
const RECORD_WEEKS_FOR_A_CLAIM = 5;

/** "Nov 26, 2026": the calculators' table date, a UTC day like every date in the digest. */
const day = formatShortDate;

// The dashboard's formats (sdk/finance alert-standing): "6.12%", "6.125%", "0.21 points".
const rate = formatStandingRate;
const points = formatPoints;

function dollarsAMonth(change: number): string {
  const whole = Math.round(Math.abs(change));
  if (whole === 0) return 'less than $1 a month';
  return `$${whole.toLocaleString('en-US')} a month ${change < 0 ? 'less' : 'more'}`;
}

/** The sentence the mail leads with: the one number that changed most, in plain English. */
export function digestHeadline(biggest: BiggestChange | null): string {
  if (biggest === null) {
    return 'There is no reading from a week earlier to compare with yet, so here is where rates stand.';
  }
  const product = RATE_TYPE_LABELS[biggest.rateType];
  const { move, latest, biggestSince, recordStart } = biggest.week;
  if (move === 0) {
    return `Rates held steady this week: the ${product} rate is ${rate(latest.value)}, where it was a week before.`;
  }
  let since = '';
  if (biggestSince !== null) {
    since = `, its biggest one-week move since the week to ${day(biggestSince)}`;
  } else if (recordStart !== null && recordStart <= addDays(latest.date, -7 * RECORD_WEEKS_FOR_A_CLAIM)) {
    since = `, its biggest one-week move in our records, which go back to ${day(recordStart)}`;
  }
  return (
    `The ${product} rate ${move < 0 ? 'fell' : 'rose'} ${points(move)} this week, to ${rate(latest.value)}${since}. ` +
    `On a $${biggest.loanAmount.toLocaleString('en-US')} ${biggest.termYears}-year loan, that is ` +
    `${dollarsAMonth(biggest.paymentChange)} in principal and interest.`
  );
}

function seriesLine({ rateType, week }: WeeklyDigestMailInput['series'][number]): string {
  const head = `${RATE_TYPE_LABELS[rateType]}: ${rate(week.latest.value)} on ${day(week.latest.date)}`;
  if (week.move === null || week.weekBefore === null)
    return `${head} (no reading a week earlier to compare with)`;
  const from = `${rate(week.weekBefore.value)} on ${day(week.weekBefore.date)}`;
  if (week.move === 0) return `${head}, unchanged from ${from}`;
  return `${head}, ${week.move < 0 ? 'down' : 'up'} ${points(week.move)} from ${from}`;
}

/**
 * "Target rate, 30-year fixed: The 30-year fixed rate is 6.12%, 0.12 points above your 6.000% target."
 * The sentence is the dashboard's (sdk/finance alertStanding), so both say the same.
 */
function alertLine({ alert, standing }: DigestAlert): string {
  const label = `${ALERT_KIND_LABELS[alert.kind]}, ${alert.seriesLabel ?? RATE_TYPE_LABELS[alert.rateType]}`;
  if (standing === null) return `${label}: paused, so it sends nothing until you resume it.`;
  return `${label}: ${standing.summary}`;
}

/** The weekly digest: the week's movement of both series, the person's alerts and how far each is from firing. */
export function weeklyDigestMail(settings: MailSettings, input: WeeklyDigestMailInput): ComposedMail {
  const unsubscribeUrl = unsubscribeDigestUrl(settings, input.userId);
  const headline = digestHeadline(input.biggest);
  const alerts =
    input.alerts.length === 0
      ? 'You have no active alerts. You can set one up in your dashboard.'
      : `Your alerts\n${input.alerts.map(alertLine).join('\n')}`;
  const content = {
    heading: `Your weekly rate digest, week of ${day(input.weekOf)}`,
    paragraphs: [headline, `This week's rates\n${input.series.map(seriesLine).join('\n')}`, alerts],
    action: { label: 'Open your dashboard', url: `${settings.appUrl.replace(/\/$/, '')}/` },
    footer: [
      'You get this digest because you turned it on in your account’s notification settings.',
      NOT_FINANCIAL_ADVICE,
      `${FRED_NOTICE} Sources: ${input.series.map((entry) => fredSeriesUrl(entry.seriesId)).join(', ')}`,
      settings.postalAddress,
    ],
    unsubscribeUrl,
    unsubscribeLabel: 'Stop the weekly digest',
  };
  const biggest = input.biggest;
  const subject =
    biggest && biggest.week.move !== 0
      ? `Weekly rates: ${RATE_TYPE_LABELS[biggest.rateType]} ${biggest.week.move < 0 ? 'down' : 'up'} ` +
        `${points(biggest.week.move)} to ${rate(biggest.week.latest.value)}`
      : `Your weekly rate digest, week of ${day(input.weekOf)}`;
  return layoutMail(input.email, subject, content, {
    headers: listHeaders(digestListId(settings.publicUrl), unsubscribeUrl),
  });
}
