import {
  type AccountAlertInputs,
  type AlertDirection,
  type RateType,
  rateSeriesLabel,
} from '@mrn/sdk/schemas';
import { derivedAlertRule, percent } from '../alerts/index.ts';
import type { ComposedMail } from '../mail/composed-mail.ts';
import { layoutMail } from '../mail/mail-layout.ts';
import type { MailSettings } from '../mail/mail-settings.ts';
import { singleLineText } from '../mail/single-line-text.ts';

export interface PartnerLeadMailInput {
  partnerEmail: string;
  businessName: string;
  /** The partner's name for the form (the subject names it, not its id). */
  formName: string;
  lead: {
    name: string;
    email: string;
    phone: string | null;
    rateType: RateType;
    /** The catalogued series the lead's alert watches. */
    seriesId: string;
    targetRate: string;
    direction: AlertDirection;
    /** A refinance or payment alert's inputs (targetRate is then the rate derived from them). */
    alertInputs?: AccountAlertInputs;
    pageUrl: string | null;
    createdAt: Date;
  };
}

/**
 * Tells a partner that one of their forms produced a lead; Reply-To is the lead, so a reply reaches
 * them. The subject carries nothing the lead typed (a stranger's words in a subject line are how a
 * form becomes a spam cannon), and the lead's fields are printed one line each, their own line
 * breaks and invisible controls flattened, so a name cannot add lines of its own.
 */
export function partnerLeadMail(settings: MailSettings, input: PartnerLeadMailInput): ComposedMail {
  const lead = {
    ...input.lead,
    name: singleLineText(input.lead.name),
    phone: input.lead.phone === null ? null : singleLineText(input.lead.phone),
    pageUrl: input.lead.pageUrl === null ? null : singleLineText(input.lead.pageUrl),
  };
  const formName = singleLineText(input.formName);
  const derivedRule = derivedAlertRule(lead.alertInputs, lead.seriesId, lead.targetRate);
  const content = {
    heading: 'New lead',
    paragraphs: [
      derivedRule
        ? `${lead.name} asked through your form "${formName}" to be emailed when ${derivedRule}`
        : `${lead.name} asked for a ${rateSeriesLabel(lead.seriesId)} rate alert ${lead.direction} ` +
          `${percent(lead.targetRate)} through your form "${formName}".`,
      [
        `Name: ${lead.name}`,
        `Email: ${lead.email}`,
        lead.phone ? `Phone: ${lead.phone}` : undefined,
        lead.pageUrl ? `Page: ${lead.pageUrl}` : undefined,
        `Received: ${lead.createdAt.toISOString()}`,
      ]
        .filter((line) => line !== undefined)
        .join('\n'),
      'The lead receives rate alerts branded with your business name and licence ID once they confirm their address.',
    ],
    footer: [`Sent to ${input.businessName} by Mortgage Rate Notifier.`, settings.postalAddress],
  };
  return layoutMail(input.partnerEmail, `New lead from your form "${formName}"`, content, {
    replyTo: lead.email,
  });
}
