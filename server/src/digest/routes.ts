import type { Hono } from 'hono';
import type { AppDeps } from '../http/app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mailLinkRoutes } from '../http/mail-link-routes.ts';
import { badLinkPage, type PageContent } from '../mail/mail-link-page.ts';
import { type DigestUnsubscribeOutcome, unsubscribeDigest } from './unsubscribe-digest.ts';

const BAD_LINK = badLinkPage('turn the weekly digest off in your account’s notification settings.', {
  expires: false,
});

const DONE_PAGES: Record<Exclude<DigestUnsubscribeOutcome, 'not_found'>, PageContent> = {
  unsubscribed: {
    title: 'The weekly digest is off',
    message:
      'You will not get the weekly digest any more. Your rate alerts are not affected. You can turn the ' +
      'digest back on in your account’s notification settings.',
  },
  already_off: {
    title: 'The weekly digest is already off',
    message: 'There is nothing more to do. You can turn it back on in your account’s notification settings.',
  },
};

/**
 * GET /api/digest/unsubscribe?token=: a page with a button; POST (the button, or RFC 8058 one-click
 * from the mail program) turns the account's weekly digest off.
 */
export function digestRoutes(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>): Hono<AppEnv> {
  return mailLinkRoutes(deps, {
    path: '/unsubscribe',
    purpose: 'digest_unsubscribe',
    badLink: BAD_LINK,
    ask: {
      docs: {
        summary: 'Weekly digest unsubscribe page (link in every digest)',
        answer: 'A page with a button that POSTs.',
      },
      title: 'Stop the weekly digest?',
      message: 'Press the button to stop the weekly rate digest. Your rate alerts keep working.',
      buttonLabel: 'Stop the weekly digest',
    },
    oneClick: true,
    act: {
      docs: {
        summary: 'Stop the weekly digest (RFC 8058 one-click)',
        description: 'What mail programs POST for List-Unsubscribe-Post, and what the page’s button sends.',
        answer: 'A page that says the digest is off.',
      },
      run: (userId, now) => unsubscribeDigest(deps.db, userId, now),
      page: (outcome) => DONE_PAGES[outcome],
    },
  });
}
