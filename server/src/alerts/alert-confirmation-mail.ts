import type { AccountAlertInputs, AlertDirection } from '@mrn/sdk/schemas';
import { type RateType, rateSeriesLabel } from '@mrn/sdk/schemas';
import { confirmAlertUrl } from '../mail/alert-links.ts';
import type { ComposedMail } from '../mail/composed-mail.ts';
import { NOT_FINANCIAL_ADVICE } from '../mail/disclaimer.ts';
import { layoutMail } from '../mail/mail-layout.ts';
import type { MailSettings } from '../mail/mail-settings.ts';
import { type PartnerBranding, partnerBrand, partnerDetailLines } from '../mail/partner-branding.ts';
import { derivedAlertRule } from './alert-rule-sentence.ts';
import { percent } from './rate-alert-mail.ts';

export interface AlertConfirmationMailInput {
  alert: {
    id: string;
    email: string;
    rateType: RateType;
    /** The catalogued series it watches: the mail names it ("30-year FHA"). */
    seriesId: string;
    threshold: string;
    direction: AlertDirection;
    /** A refinance or payment alert's inputs: the mail then states the rule, not only the rate. */
    inputs?: AccountAlertInputs;
  };
  partner?: PartnerBranding;
}

/** Double opt-in: nothing is sent to the address again until its owner follows this link. */
export function alertConfirmationMail(
  settings: MailSettings,
  input: AlertConfirmationMailInput,
  now: Date,
): ComposedMail {
  const { alert, partner } = input;
  const product = rateSeriesLabel(alert.seriesId);
  const relation = alert.direction === 'below' ? 'falls to or below' : 'rises to or above';
  const paragraphs = [
    partner
      ? `${partner.businessName} set up a mortgage rate alert for this address through its website.`
      : 'Someone, hopefully you, asked for a mortgage rate alert at this address.',
    `Alert: email me when ${
      derivedAlertRule(alert.inputs, alert.seriesId, alert.threshold) ??
      `the ${product} rate ${relation} ${percent(alert.threshold)}.`
    }`,
    'Please confirm the address within 7 days to switch the alert on. If you did not ask for it, ignore ' +
      'this mail: nothing more will be sent.',
  ];
  const footer = [NOT_FINANCIAL_ADVICE];
  if (partner)
    footer.unshift([`Sent on behalf of ${partner.businessName}.`, ...partnerDetailLines(partner)].join('\n'));
  footer.push(settings.postalAddress);
  const content = {
    heading: 'Confirm your rate alert',
    paragraphs,
    action: { label: 'Confirm my alert', url: confirmAlertUrl(settings, alert.id, now) },
    footer,
    brand: partnerBrand(partner),
  };
  // The same subject for every alert: a form's business name is its partner's words, and this mail goes
  // to whatever address was typed into the form. The From name and the mail's head name the partner.
  return layoutMail(alert.email, 'Confirm your mortgage rate alert', content, {
    fromName: partner ? `${partner.businessName} via Mortgage Rate Notifier` : undefined,
    replyTo: partner?.email ?? undefined,
  });
}
