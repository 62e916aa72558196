import { FRED_NOTICE, fredSeriesUrl } from '@mrn/sdk/rates/fred-attribution';
import type { AccountAlertInputs, AlertDirection, AlertKind } from '@mrn/sdk/schemas';
import { type RateType, rateSeriesLabel } from '@mrn/sdk/schemas';
import { unsubscribeAlertUrl } from '../mail/alert-links.ts';
import type { ComposedMail } from '../mail/composed-mail.ts';
import { NOT_FINANCIAL_ADVICE } from '../mail/disclaimer.ts';
import { alertListId, listHeaders } from '../mail/list-headers.ts';
import { layoutMail } from '../mail/mail-layout.ts';
import type { MailSettings } from '../mail/mail-settings.ts';
import { type PartnerBranding, partnerBrand, partnerDetailLines } from '../mail/partner-branding.ts';
import { alertKindFigures } from './alert-kind-figures.ts';

export interface RateAlertMailInput {
  alert: {
    id: string;
    email: string;
    kind: AlertKind;
    rateType: RateType;
    threshold: string;
    direction: AlertDirection;
    inputs: AccountAlertInputs;
    /** numeric text; null for rate-move alerts, which re-base instead of re-arming. */
    rearmMargin: string | null;
  };
  observation: { seriesId: string; date: string; value: string; previousValue: string | null };
  partner?: PartnerBranding;
}

/** `6.125%` from a numeric(6,3) string, trailing zeros kept so values line up. */
export function percent(value: string): string {
  return `${Number(value).toFixed(3)}%`;
}

/** When the alert can write again: hysteresis (see evaluate-observation.ts), said in rates. */
function rearmSentence(alert: RateAlertMailInput['alert']): string | undefined {
  if (alert.rearmMargin === null) return undefined;
  const threshold = Number(alert.threshold);
  const margin = Number(alert.rearmMargin);
  return alert.direction === 'below'
    ? `We will write again only after the rate rises back to ${percent(String(threshold + margin))} or higher and then falls to ${percent(alert.threshold)} again.`
    : `We will write again only after the rate falls back to ${percent(String(threshold - margin))} or lower and then rises to ${percent(alert.threshold)} again.`;
}

/** One fired alert, said in full: what a single alert mail holds, and one section of a combined one. */
interface AlertSection {
  heading: string;
  paragraphs: string[];
  subjectTopic: string;
  unsubscribeUrl: string;
}

function alertSection(settings: MailSettings, input: RateAlertMailInput): AlertSection {
  const { alert, observation } = input;
  const product = rateSeriesLabel(observation.seriesId);
  const relation = alert.direction === 'below' ? 'at or below' : 'at or above';
  const figures = alertKindFigures(alert.inputs, product, Number(observation.value));
  const moved =
    `The ${product} mortgage rate index moved to ${percent(observation.value)} on ${observation.date}` +
    (observation.previousValue ? ` (previous reading ${percent(observation.previousValue)}).` : '.');
  const source = `Series: ${observation.seriesId} (FRED), observation date ${observation.date}`;
  const rearm = rearmSentence(alert);
  const paragraphs = figures
    ? [
        moved,
        figures.lines.join('\n'),
        alert.kind === 'rate_move'
          ? source
          : `Your alert fires when the ${product} rate is ${relation} ${percent(alert.threshold)}, the highest rate that meets your rule.\n${source}`,
      ]
    : [
        moved,
        `That is ${relation} your alert threshold of ${percent(alert.threshold)}.`,
        `Current rate: ${percent(observation.value)}\nYour threshold: ${percent(alert.threshold)} (${alert.direction})\n${source}`,
      ];
  if (rearm) paragraphs.push(rearm);
  return {
    heading: figures ? figures.summary : `The ${product} rate is now ${percent(observation.value)}`,
    paragraphs,
    subjectTopic: figures
      ? `${product} rate is ${percent(observation.value)}: ${figures.subject}`
      : `${product} rate is ${percent(observation.value)}, ${relation} your ${percent(alert.threshold)} target`,
    unsubscribeUrl: unsubscribeAlertUrl(settings, alert.id),
  };
}

/**
 * The mail sent when a new observation crosses an alert's threshold in its direction, or, when one
 * rate check fires several of a person's alerts, one mail with a section for each (never more than
 * one alert mail a day: see alerts/compose-rate-alert-mails.ts). Refinance, payment and rate-move alerts lead
 * with what the move means for the person (alert-kind-figures.ts). All inputs share the recipient
 * and the partner.
 */
export function rateAlertMail(
  settings: MailSettings,
  ...inputs: [RateAlertMailInput, ...RateAlertMailInput[]]
): ComposedMail {
  const [first] = inputs;
  const { partner } = first;
  const sections = inputs.map((input) => alertSection(settings, input));
  const single = sections.length === 1;
  const heading = single ? sections[0].heading : `${sections.length} of your rate alerts fired`;
  const paragraphs = single
    ? [...sections[0].paragraphs]
    : sections.flatMap((section, index) => [
        `${index + 1}. ${section.heading}`,
        ...section.paragraphs,
        `Stop this alert: ${section.unsubscribeUrl}`,
      ]);
  const seriesIds = [...new Set(inputs.map((input) => input.observation.seriesId))];
  const footer = [
    NOT_FINANCIAL_ADVICE,
    `${FRED_NOTICE} Source: ${seriesIds.map((seriesId) => fredSeriesUrl(seriesId)).join(', ')}`,
  ];
  if (partner) {
    paragraphs.push(
      `Questions about what this means for you? Reply to this mail to reach ${partner.businessName}.`,
    );
    footer.unshift([`Sent on behalf of ${partner.businessName}.`, ...partnerDetailLines(partner)].join('\n'));
  }
  footer.push(settings.postalAddress);
  const unsubscribeUrl = sections[0].unsubscribeUrl;
  const content = {
    heading,
    paragraphs,
    footer,
    unsubscribeUrl,
    unsubscribeLabel: single ? undefined : 'Unsubscribe from the first of these alerts',
    brand: partnerBrand(partner),
  };
  const subjectTopic = single
    ? sections[0].subjectTopic
    : `${sections.length} rate alerts: ${sections.map((section) => section.subjectTopic).join('; ')}`;
  return layoutMail(
    first.alert.email,
    partner ? `${partner.businessName}: ${subjectTopic}` : subjectTopic,
    content,
    {
      fromName: partner ? `${partner.businessName} via Mortgage Rate Notifier` : undefined,
      replyTo: partner?.email ?? undefined,
      headers: listHeaders(alertListId(settings.publicUrl, first.alert.rateType), unsubscribeUrl),
    },
  );
}
