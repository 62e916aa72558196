import type { AlertDirection } from '@mrn/sdk/schemas';
import { RATE_TYPE_LABELS, type RateType } from '@mrn/sdk/schemas';
import { FRED_NOTICE, fredSeriesUrl } from '../../rates/fred-attribution.ts';
import { unsubscribeAlertUrl } from '../alert-links.ts';
import type { ComposedMail } from '../composed-mail.ts';
import { NOT_FINANCIAL_ADVICE } from '../disclaimer.ts';
import { alertListId, listHeaders } from '../list-headers.ts';
import { renderHtml, renderText } from '../mail-layout.ts';
import type { MailSettings } from '../mail-settings.ts';
import { type PartnerBranding, partnerBrand, partnerDetailLines } from '../partner-branding.ts';

export interface RateAlertMailInput {
  alert: { id: string; email: string; rateType: RateType; threshold: string; direction: AlertDirection };
  observation: { seriesId: string; date: string; value: string; previousValue: string | null };
  partner?: PartnerBranding;
}

/** `6.125%` from a numeric(6,3) string, trailing zeros kept so values line up. */
export function percent(value: string): string {
  return `${Number(value).toFixed(3)}%`;
}

/** The mail sent when a new observation crosses an alert's threshold in its direction. */
export function rateAlertMail(settings: MailSettings, input: RateAlertMailInput): ComposedMail {
  const { alert, observation, partner } = input;
  const product = RATE_TYPE_LABELS[alert.rateType];
  const relation = alert.direction === 'below' ? 'at or below' : 'at or above';
  const unsubscribeUrl = unsubscribeAlertUrl(settings, alert.id);
  const heading = `The ${product} rate is now ${percent(observation.value)}`;
  const paragraphs = [
    `The ${product} mortgage rate index moved to ${percent(observation.value)} on ${observation.date}` +
      (observation.previousValue ? ` (previous reading ${percent(observation.previousValue)}).` : '.'),
    `That is ${relation} your alert threshold of ${percent(alert.threshold)}.`,
    `Current rate: ${percent(observation.value)}\nYour threshold: ${percent(alert.threshold)} (${alert.direction})\n` +
      `Series: ${observation.seriesId} (FRED), observation date ${observation.date}`,
    alert.direction === 'below'
      ? `We will write again only after the rate rises back above ${percent(alert.threshold)} and then falls to it again.`
      : `We will write again only after the rate falls back below ${percent(alert.threshold)} and then rises to it again.`,
  ];
  const footer = [NOT_FINANCIAL_ADVICE, `${FRED_NOTICE} Source: ${fredSeriesUrl(observation.seriesId)}`];
  if (partner) {
    paragraphs.push(
      `Questions about what this means for you? Reply to this mail to reach ${partner.businessName}.`,
    );
    footer.unshift([`Sent on behalf of ${partner.businessName}.`, ...partnerDetailLines(partner)].join('\n'));
  }
  footer.push(settings.postalAddress);
  const content = { heading, paragraphs, footer, unsubscribeUrl, brand: partnerBrand(partner) };
  return {
    to: alert.email,
    subject: partner
      ? `${partner.businessName}: ${product} rate is ${percent(observation.value)}, ${relation} your ${percent(alert.threshold)} target`
      : `${product} rate is ${percent(observation.value)}, ${relation} your ${percent(alert.threshold)} target`,
    text: renderText(content),
    html: renderHtml(content),
    fromName: partner ? `${partner.businessName} via Mortgage Rate Notifier` : undefined,
    replyTo: partner?.email ?? undefined,
    headers: listHeaders(alertListId(settings.publicUrl, alert.rateType), unsubscribeUrl),
  };
}
