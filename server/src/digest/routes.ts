import { mailLinkQuerySchema } from '@mrn/sdk/schemas';
import { Hono } from 'hono';
import { alertPage, type PageContent } from '../alerts/alert-pages.ts';
import type { AppDeps } from '../http/app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { validate } from '../http/validate.ts';
import { mailSettingsFromConfig } from '../mail/mail-settings.ts';
import { verifyToken } from '../mail/signed-token.ts';
import { describeOperation } from '../openapi/describe-operation.ts';
import { type DigestUnsubscribeOutcome, unsubscribeDigest } from './unsubscribe-digest.ts';

const BAD_LINK: PageContent = {
  title: 'This link does not work',
  message:
    'The link is incomplete or was changed. Copy the whole link from the mail into your browser, or turn ' +
    'the weekly digest off in your account’s notification settings.',
};

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

const HTML_PAGE = { mediaType: 'text/html' } as const;

/**
 * GET /api/digest/unsubscribe?token=: a page with a button; POST (the button, or RFC 8058 one-click
 * from the mail program) turns the account's weekly digest off. Nothing changes on GET: mail
 * scanners and link previews open every link in a mail.
 */
export function digestRoutes(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>): Hono<AppEnv> {
  const now = () => (deps.clock ? deps.clock() : new Date());
  const settings = mailSettingsFromConfig(deps.config);

  return new Hono<AppEnv>()
    .get(
      '/api/digest/unsubscribe',
      describeOperation({
        audience: 'Public API',
        summary: 'Weekly digest unsubscribe page (link in every digest)',
        description: 'Shows a page with a button; nothing changes on GET, since mail scanners open links.',
        success: { 200: { description: 'A page with a button that POSTs.', ...HTML_PAGE } },
      }),
      validate('query', mailLinkQuerySchema),
      (c) => {
        c.header('Cache-Control', 'no-store');
        const token = c.req.valid('query').token;
        if (!verifyToken(settings.secret, token, 'digest_unsubscribe', now()).ok) {
          return c.html(alertPage(BAD_LINK), 400);
        }
        return c.html(
          alertPage({
            title: 'Stop the weekly digest?',
            message: 'Press the button to stop the weekly rate digest. Your rate alerts keep working.',
            button: {
              label: 'Stop the weekly digest',
              action: `/api/digest/unsubscribe?token=${encodeURIComponent(token)}`,
              // The body RFC 8058 mail programs send, so the button's POST is the same request.
              hiddenFields: { 'List-Unsubscribe': 'One-Click' },
            },
          }),
        );
      },
    )
    .post(
      '/api/digest/unsubscribe',
      describeOperation({
        audience: 'Public API',
        summary: 'Stop the weekly digest (RFC 8058 one-click)',
        description: 'What mail programs POST for List-Unsubscribe-Post, and what the page’s button sends.',
        success: { 200: { description: 'A page that says the digest is off.', ...HTML_PAGE } },
      }),
      validate('query', mailLinkQuerySchema),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        const check = verifyToken(settings.secret, c.req.valid('query').token, 'digest_unsubscribe', now());
        if (!check.ok) return c.html(alertPage(BAD_LINK), 400);
        const outcome = await unsubscribeDigest(deps.db, check.claims.alertId, now());
        if (outcome === 'not_found') return c.html(alertPage(BAD_LINK), 404);
        return c.html(alertPage(DONE_PAGES[outcome]));
      },
    );
}
