import { EMAIL_CHANGE_UNDO_DAYS } from '@mrn/sdk/schemas';
import type { Hono } from 'hono';
import type { AppDeps } from '../http/app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mailLinkRoutes } from '../http/mail-link-routes.ts';
import { badLinkPage, type PageContent } from '../mail/mail-link-page.ts';
import { EMAIL_CHANGE_UNDO_PATH } from './email-change-undo-link.ts';
import { type EmailChangeUndoOutcome, undoEmailChange } from './undo-email-change.ts';

const BAD_LINK = badLinkPage(
  'sign in with the address you use now and change it on your account page. If you cannot sign in, write to us through the contact page.',
  { expires: true },
);

const DONE_PAGES: Record<EmailChangeUndoOutcome, PageContent> = {
  undone: {
    title: 'Your address is back',
    message:
      'The change is cancelled and the account is at this address again. Every device is signed out and any ' +
      'API key made since the change was asked for is revoked. Sign in again with this address; if you use a ' +
      'partner console, make a new API key there if you need one.',
  },
  already_undone: {
    title: 'This change was already cancelled',
    message: 'There is nothing more to do. Sign in with this address to use your account.',
  },
  old_address_taken: {
    title: 'This address has a new account',
    message:
      'Since the change, an account was made with this address, so we cannot move yours back to it. Sign in ' +
      'with this address, delete that new account on its account page, then open this link again and press ' +
      `the button (it works for ${EMAIL_CHANGE_UNDO_DAYS} days from the first mail).`,
  },
};

/**
 * GET /api/account-email/undo?token=: the "This wasn't me" page of the mail to an account's old
 * address, with a button; its POST undoes the change (undo-email-change.ts).
 */
export function emailChangeUndoRoutes(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>): Hono<AppEnv> {
  return mailLinkRoutes(deps, {
    path: EMAIL_CHANGE_UNDO_PATH,
    purpose: 'email_change_undo',
    badLink: BAD_LINK,
    ask: {
      docs: {
        summary: '"This wasn\'t me" page (link in the mail to the old address of an account)',
        answer: 'A page with a button that POSTs.',
      },
      title: 'Was this change not you?',
      message:
        'Press the button to cancel the change of your account’s address: your account stays at (or comes back ' +
        'to) this address, every device is signed out and API keys made since the change are revoked.',
      buttonLabel: "This wasn't me",
    },
    oneClick: false,
    act: {
      docs: {
        summary: 'Undo an account address change',
        description:
          `What the page’s button sends, for ${EMAIL_CHANGE_UNDO_DAYS} days after the change was asked for: puts the ` +
          'old address back, voids open changes, ends every session and revokes API keys made since the change.',
        answer: 'A page that says what was done.',
      },
      run: (changeId, now) => undoEmailChange(deps.db, changeId, now),
      page: (outcome) => DONE_PAGES[outcome],
      status: (outcome) => (outcome === 'old_address_taken' ? 409 : 200),
    },
  });
}
