import { installSnippets } from '@mrn/sdk/install/install-snippets';
import type { ComposedMail } from '../mail/composed-mail.ts';
import { layoutMail } from '../mail/mail-layout.ts';
import type { MailSettings } from '../mail/mail-settings.ts';
import { safeLogoUrl } from '../mail/partner-branding.ts';

export interface InstallInstructionsMailInput {
  developerEmail: string;
  note: string | null;
  /** Who asked: named in the mail, and where replies go. */
  partner: { businessName: string; logoUrl: string | null; replyTo: string };
  form: { id: string; name: string; type: 'embed' | 'popup'; maxWidth: string | null };
}

/**
 * "Send these instructions to my web developer": the form's three snippets with the product's
 * public origin, what each is for, and the installation guide. From the partner's name, replies
 * to the partner (the developer's questions go to them, not to us).
 */
export function installInstructionsMail(
  settings: MailSettings,
  input: InstallInstructionsMailInput,
): ComposedMail {
  const { partner, form } = input;
  const origin = new URL(settings.publicUrl).origin;
  const snippets = installSnippets(origin, form.id, form.maxWidth);
  const paragraphs = [
    `${partner.businessName} asked us to send you what you need to put their mortgage rate alert form ` +
      `"${form.name}" (id ${form.id}) on their website. It is set up as ${form.type === 'popup' ? 'a popup' : 'an inline form'}.`,
  ];
  if (input.note) paragraphs.push(`Their note:\n${input.note}`);
  paragraphs.push(
    'Paste one of the snippets below into the site’s HTML. If the site sends a Content-Security-Policy header, ' +
      `allow ${origin} for scripts and connections. Reply to this mail to reach ${partner.businessName}.`,
  );
  const content = {
    heading: 'Install the mortgage rate alert form',
    paragraphs,
    codeBlocks: [
      { label: 'Inline form: paste where the form should appear.', code: snippets.embed },
      {
        label:
          'Popup: paste the script once per page, ideally before </body>; any element with ' +
          'data-mrn-popup-trigger="true" opens the form.',
        code: snippets.popup,
      },
      {
        label:
          'Calculators: load the module once, then one element per calculator; "get alerts" opens this form.',
        code: snippets.calculators,
      },
    ],
    action: { label: 'Read the installation guide', url: `${origin}/installation-guide` },
    footer: [`Sent on behalf of ${partner.businessName} by Mortgage Rate Notifier.`, settings.postalAddress],
    brand: { name: partner.businessName, logoUrl: safeLogoUrl(partner) },
  };
  return layoutMail(
    input.developerEmail,
    // Nothing the partner typed in the subject: the From name and the first line say who asked.
    'How to install the mortgage rate alert form',
    content,
    {
      fromName: `${partner.businessName} via Mortgage Rate Notifier`,
      replyTo: partner.replyTo,
    },
  );
}
