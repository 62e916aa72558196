import { alertAcceptedSchema, alertRequestSchema, seriesOfRequest } from '@mrn/sdk/schemas';
import { Hono } from 'hono';
import type { AppDeps } from '../http/app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { confirmationLinkRoutes } from '../http/confirmation-link-routes.ts';
import { mailLinkRoutes } from '../http/mail-link-routes.ts';
import { validate } from '../http/validate.ts';
import { badLinkPage, type PageContent } from '../mail/mail-link-page.ts';
import { partnerBrand } from '../mail/partner-branding.ts';
import { describeOperation } from '../openapi/describe-operation.ts';
import { partnerBrandingForAlert } from '../partner-addresses/index.ts';
import { confirmAlert } from './confirm-alert.ts';
import { createAlert } from './create-alert.ts';
import { FREE_PLAN_ALERT_LIMIT, PlanLimitError } from './plan-limit.ts';
import { queuePlanLimitNotice } from './plan-limit-notice.ts';
import { unsubscribeAlert } from './unsubscribe-alert.ts';

const BAD_LINK = badLinkPage('set up the alert again to get a new confirmation mail.', { expires: true });

const CONFIRM_PAGES: Record<Exclude<Awaited<ReturnType<typeof confirmAlert>>, 'not_found'>, PageContent> = {
  confirmed: {
    title: 'Your rate alert is on',
    message: 'Thank you for confirming. We will email you when the rate crosses your threshold.',
  },
  already_active: {
    title: 'Your rate alert is already on',
    message: 'This alert was confirmed before. There is nothing more to do.',
  },
  unsubscribed: {
    title: 'This alert was unsubscribed',
    message: 'You unsubscribed from this alert, so it stays off. Set up a new alert if you want one again.',
  },
  plan_limit: {
    title: 'Too many active alerts',
    message:
      `This address already has ${FREE_PLAN_ALERT_LIMIT} active rate alerts, the most the free plan allows. ` +
      'Unsubscribe from one of them, then follow this link again.',
  },
};

const UNSUBSCRIBED: PageContent = {
  title: 'You are unsubscribed',
  message: 'You will not receive any more mail for this rate alert.',
};

/**
 * POST /api/alerts: creates a pending alert and queues the double opt-in mail (202; over the plan limit, the
 * same 202 and a mail that says why).
 * GET /api/alerts/confirm?token=: a page with a button; its POST confirms and says so.
 * GET /api/alerts/unsubscribe?token=: a page with a button; POST (RFC 8058 one-click) unsubscribes at once.
 * Nothing changes on GET: mail scanners and link previews open every link in a mail.
 */
export function alertsRoutes(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>): Hono<AppEnv> {
  const now = () => (deps.clock ? deps.clock() : new Date());
  /** A lead's pages carry the partner's name and logo, like its mails. */
  const brandOf = async (alertId: string) => partnerBrand(await partnerBrandingForAlert(deps.db, alertId));

  return new Hono<AppEnv>()
    .post(
      '/',
      describeOperation({
        audience: 'Public API',
        summary: 'Set up a rate alert',
        description:
          'Creates a pending threshold alert and mails a confirmation link (double opt-in). The alert fires when the ' +
          'rate of `series` (a catalogued FRED id; or `rateType` 30y/15y for the conforming series) crosses ' +
          '`threshold` in `direction`. The free plan allows 3 alerts per address at once. The answer ' +
          'is the same whether or not the address is known; over the plan limit, the mail says so instead.',
        success: { 202: { description: 'Waiting for the confirmation mail.', schema: alertAcceptedSchema } },
        errors: [400, 413, 415, 422, 429],
      }),
      validate('json', alertRequestSchema, { message: 'Some alert fields are missing or invalid.' }),
      async (c) => {
        const request = c.req.valid('json');
        try {
          await createAlert(
            deps.db,
            {
              email: request.email,
              seriesId: seriesOfRequest(request),
              threshold: request.threshold,
              direction: request.direction,
            },
            { now: now() },
          );
        } catch (error) {
          if (!(error instanceof PlanLimitError)) throw error;
          // The same 202 as ever (no telling who subscribes): the address learns why by mail.
          await queuePlanLimitNotice(deps.db, request.email, now());
        }
        return c.json(
          {
            status: 'pending' as const,
            message: `Check ${request.email} for a mail from us and follow its link to switch the alert on.`,
          },
          202,
        );
      },
    )
    .route(
      '/',
      confirmationLinkRoutes(deps, {
        purpose: 'confirm',
        badLink: BAD_LINK,
        brandOf,
        ask: {
          summary: 'Confirmation page (link in the confirmation mail)',
          title: 'Switch on this rate alert?',
          message:
            'Press the button to confirm that you want mail from us when the rate crosses your threshold.',
          buttonLabel: 'Confirm my alert',
        },
        confirm: {
          summary: 'Confirm a rate alert (double opt-in)',
          outcomes:
            'Confirming twice says the alert is already on; over the plan limit the page (status 409) says why it ' +
            'stays off.',
          answer: 'A page that says the alert is on.',
          run: (alertId, now) => confirmAlert(deps.db, alertId, now),
          pages: CONFIRM_PAGES,
          status: (outcome) => (outcome === 'plan_limit' ? 409 : 200),
        },
      }),
    )
    .route(
      '/',
      mailLinkRoutes(deps, {
        path: '/unsubscribe',
        purpose: 'unsubscribe',
        badLink: BAD_LINK,
        brandOf,
        ask: {
          docs: {
            summary: 'Unsubscribe page (link in every alert mail)',
            answer: 'A page with an Unsubscribe button that POSTs.',
          },
          title: 'Unsubscribe from this rate alert?',
          message: 'Press the button to stop mail for this alert. It takes effect at once.',
          buttonLabel: 'Unsubscribe',
        },
        oneClick: true,
        act: {
          docs: {
            summary: 'One-click unsubscribe (RFC 8058)',
            description:
              'What mail programs POST for List-Unsubscribe-Post, and what the page’s button sends.',
            answer: 'A page that confirms the unsubscription.',
          },
          run: (alertId, now) => unsubscribeAlert(deps.db, alertId, now),
          page: () => UNSUBSCRIBED,
        },
      }),
    );
}
