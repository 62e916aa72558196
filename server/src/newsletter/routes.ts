import { newsletterSubscriptionPendingSchema, newsletterSubscriptionSchema } from '@mrn/sdk/schemas';
import { Hono } from 'hono';
import type { AppDeps } from '../http/app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { backToPage, isBrowserFormPost } from '../http/browser-form-post.ts';
import { confirmationLinkRoutes } from '../http/confirmation-link-routes.ts';
import { validate } from '../http/validate.ts';
import { badLinkPage, type PageContent } from '../mail/mail-link-page.ts';
import { describeOperation } from '../openapi/describe-operation.ts';
import { confirmNewsletterSubscription, type NewsletterConfirmOutcome } from './confirm-subscription.ts';
import { subscribeToNewsletter } from './subscribe.ts';

const BAD_LINK = badLinkPage('subscribe again to get a new confirmation mail.', { expires: true });

const CONFIRM_PAGES: Record<Exclude<NewsletterConfirmOutcome, 'not_found'>, PageContent> = {
  confirmed: {
    title: 'You are subscribed',
    message: 'Thank you for confirming. The Mortgage Rate Notifier newsletter will come to this address.',
  },
  already_confirmed: {
    title: 'You are already subscribed',
    message: 'This subscription was confirmed before. There is nothing more to do.',
  },
};

/**
 * POST /api/newsletter/subscribe `{ email }`: double opt-in, 201 whatever the address's state.
 * GET /api/newsletter/confirm?token=: a page with a button; its POST confirms. Nothing changes
 * on GET: mail scanners and link previews open every link in a mail.
 */
export function newsletterRoutes(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>): Hono<AppEnv> {
  const now = () => (deps.clock ? deps.clock() : new Date());

  return new Hono<AppEnv>()
    .post(
      '/subscribe',
      describeOperation({
        audience: 'Public API',
        summary: 'Subscribe to the newsletter',
        description:
          'Double opt-in: mails a confirmation link, the only mail an unconfirmed address gets (again at most ' +
          'every 10 minutes). The answer is the same for a new, waiting or already confirmed address. The ' +
          "footer's form posted without script (form-encoded, accepting text/html) is answered 303 to its page.",
        success: {
          201: {
            description: 'A confirmation mail is on its way if needed.',
            schema: newsletterSubscriptionPendingSchema,
          },
        },
        errors: [400, 413, 415, 422, 429],
        alsoAccepts: [
          { mediaType: 'application/x-www-form-urlencoded', schema: newsletterSubscriptionSchema },
        ],
      }),
      validate('jsonOrForm', newsletterSubscriptionSchema, {
        message: 'Please enter a valid email address.',
      }),
      async (c) => {
        const { email } = c.req.valid('json');
        await subscribeToNewsletter(deps.db, email, now());
        // The footer's form posted without script: back to that page, whose footer says what comes next.
        if (isBrowserFormPost(c))
          return c.redirect(backToPage(c, deps.config.PUBLIC_URL, 'newsletter-sent'), 303);
        return c.json(
          {
            status: 'pending' as const,
            message: `Check ${email} for a mail from us and follow its link to confirm your subscription.`,
          },
          201,
        );
      },
    )
    .route(
      '/',
      confirmationLinkRoutes(deps, {
        purpose: 'newsletter_confirm',
        badLink: BAD_LINK,
        ask: {
          summary: 'Newsletter confirmation page (link in the confirmation mail)',
          title: 'Confirm your newsletter subscription?',
          message:
            'Press the button to confirm that you want the Mortgage Rate Notifier newsletter at this address.',
          buttonLabel: 'Confirm my subscription',
        },
        confirm: {
          summary: 'Confirm a newsletter subscription (double opt-in)',
          outcomes: 'Confirming twice says it is already confirmed.',
          answer: 'A page that says the subscription is confirmed.',
          run: (subscriberId, now) => confirmNewsletterSubscription(deps.db, subscriberId, now),
          pages: CONFIRM_PAGES,
        },
      }),
    );
}
