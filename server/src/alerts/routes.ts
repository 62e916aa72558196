import { Hono } from 'hono';
import type { AppDeps } from '../http/app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { readJsonObject } from '../http/read-body.ts';
import { validateOrFail } from '../http/validation.ts';
import { mailSettingsFromConfig } from '../mail/mail-settings.ts';
import { verifyToken } from '../mail/signed-token.ts';
import { alertPage, type PageContent } from './alert-pages.ts';
import { alertRequestSchema } from './alert-request.ts';
import { confirmAlert } from './confirm-alert.ts';
import { createAlert } from './create-alert.ts';
import { FREE_PLAN_ALERT_LIMIT, PlanLimitError } from './plan-limit.ts';
import { unsubscribeAlert } from './unsubscribe-alert.ts';

const BAD_LINK: PageContent = {
  title: 'This link does not work',
  message:
    'The link is incomplete, was changed, or has expired. Copy the whole link from the mail into your browser, ' +
    'or set up the alert again to get a new confirmation mail.',
};

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
 * POST /api/alerts: creates a pending alert and queues the double opt-in mail (202; 409 over the plan limit).
 * GET /api/alerts/confirm?token=: confirms it and says so in a small page.
 * GET /api/alerts/unsubscribe?token=: a page with a button; POST (RFC 8058 one-click) unsubscribes at once.
 */
export function alertsRoutes(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>): Hono<AppEnv> {
  const now = () => (deps.clock ? deps.clock() : new Date());
  const settings = mailSettingsFromConfig(deps.config);

  return new Hono<AppEnv>()
    .post('/api/alerts', async (c) => {
      const request = validateOrFail(
        alertRequestSchema,
        await readJsonObject(c),
        'Some alert fields are missing or invalid.',
      );
      try {
        await createAlert(deps.db, request, { now: now() });
      } catch (error) {
        if (error instanceof PlanLimitError) return apiError(c, 409, 'plan_limit', error.message);
        throw error;
      }
      return c.json(
        {
          status: 'pending',
          message: `Check ${request.email.trim()} for a mail from us and follow its link to switch the alert on.`,
        },
        202,
      );
    })
    .get('/api/alerts/confirm', async (c) => {
      c.header('Cache-Control', 'no-store');
      const check = verifyToken(settings.secret, c.req.query('token') ?? '', 'confirm', now());
      if (!check.ok) return c.html(alertPage(BAD_LINK), 400);
      const outcome = await confirmAlert(deps.db, check.claims.alertId, now());
      if (outcome === 'not_found') return c.html(alertPage(BAD_LINK), 404);
      return c.html(alertPage(CONFIRM_PAGES[outcome]), outcome === 'plan_limit' ? 409 : 200);
    })
    .get('/api/alerts/unsubscribe', (c) => {
      c.header('Cache-Control', 'no-store');
      const token = c.req.query('token') ?? '';
      const check = verifyToken(settings.secret, token, 'unsubscribe', now());
      if (!check.ok) return c.html(alertPage(BAD_LINK), 400);
      // A GET must not change anything: mail scanners fetch links. The button POSTs to the same URL.
      return c.html(
        alertPage({
          title: 'Unsubscribe from this rate alert?',
          message: 'Press the button to stop mail for this alert. It takes effect at once.',
          button: {
            label: 'Unsubscribe',
            action: `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
          },
        }),
      );
    })
    .post('/api/alerts/unsubscribe', async (c) => {
      c.header('Cache-Control', 'no-store');
      const check = verifyToken(settings.secret, c.req.query('token') ?? '', 'unsubscribe', now());
      if (!check.ok) return c.html(alertPage(BAD_LINK), 400);
      const outcome = await unsubscribeAlert(deps.db, check.claims.alertId, now());
      if (outcome === 'not_found') return c.html(alertPage(BAD_LINK), 404);
      return c.html(alertPage(UNSUBSCRIBED));
    });
}
