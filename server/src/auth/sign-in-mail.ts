import { SIGN_IN_CHALLENGE_MINUTES } from '@mrn/sdk/schemas';
import type { ComposedMail } from '../mail/composed-mail.ts';
import { layoutMail } from '../mail/mail-layout.ts';
import type { MailSettings } from '../mail/mail-settings.ts';

export interface SignInMailInput {
  email: string;
  linkToken: string;
  code: string;
  /** The page of ours the link returns to after sign-in; null or absent: the dashboard. */
  nextPath?: string | null;
}

/**
 * One mail, two ways in: the link (opens a page whose button signs in, so scanners that open links
 * change nothing) and the 6-digit code for reading mail on another device.
 */
export function signInMail(settings: MailSettings, input: SignInMailInput): ComposedMail {
  const query = new URLSearchParams({ token: input.linkToken });
  if (input.nextPath) query.set('next', input.nextPath);
  const url = `${settings.appUrl}/verify?${query}`;
  const content = {
    heading: 'Sign in to Mortgage Rate Notifier',
    paragraphs: [
      'Press the button to sign in. If you are signing in on another device, type this code there instead:',
      input.code,
      `The link and the code work once, for ${SIGN_IN_CHALLENGE_MINUTES} minutes. If you did not ask to sign in, ` +
        'ignore this mail: nobody can sign in without it.',
    ],
    action: { label: 'Sign in', url },
    footer: [settings.postalAddress],
  };
  return layoutMail(input.email, `Your sign-in code: ${input.code}`, content);
}
