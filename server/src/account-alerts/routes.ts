import {
  accountAlertCreateSchema,
  accountAlertListSchema,
  accountAlertSchema,
  accountAlertUpdateSchema,
  alertIdParamsSchema,
  PLAN_ACTIVE_ALERT_LIMITS,
} from '@mrn/sdk/schemas';
import { Hono } from 'hono';
import { requireSession } from '../auth/index.ts';
import type { AppDeps } from '../http/app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { validate } from '../http/validate.ts';
import { describeSessionOperation } from '../openapi/describe-operation.ts';
import {
  type AlertOwner,
  alertNotFound,
  createAccountAlert,
  deleteAccountAlert,
  updateAccountAlert,
} from './account-alert-changes.ts';
import { findAccountAlert, listAccountAlerts } from './account-alert-store.ts';
import { heldSlotCount, heldSlots } from './alert-slots.ts';

const alertIdParams = validate('param', alertIdParamsSchema, { failure: alertNotFound });
const ALERT_ANSWER = { description: 'The alert as it is now.', schema: accountAlertSchema };
const LIMIT_NOTE =
  `Active alerts are limited by plan (${PLAN_ACTIVE_ALERT_LIMITS.free} on Free, ${PLAN_ACTIVE_ALERT_LIMITS.pro} on Pro), ` +
  'counting alerts still waiting for confirmation from the last 7 days; paused alerts do not count. Over the limit ' +
  'the answer is 409 `plan_limit`, whose message says what to do.';

/**
 * The signed-in person's alerts (/api/app/alerts): every alert stored with the account's address,
 * including those made through a partner's lead form. Every query is scoped by that address, so
 * someone else's alert answers 404 exactly like a missing one.
 */
export function accountAlertRoutes(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>): Hono<AppEnv> {
  const { db } = deps;
  const now = () => (deps.clock ? deps.clock() : new Date());
  const session = requireSession(deps);

  async function alertAnswer(owner: AlertOwner, alertId: string) {
    const alert = await findAccountAlert(db, owner.email, alertId);
    if (!alert) throw alertNotFound();
    return alert;
  }

  return new Hono<AppEnv>()
    .get(
      '/',
      describeSessionOperation({
        summary: 'List your alerts',
        description:
          'Newest first, each with the rate-alert mails sent for it (newest first, the last 20). ' +
          '`activeCount` counts the alerts that hold a slot of `activeLimit`: active ones, and ones still waiting ' +
          'for confirmation from the last 7 days.',
        success: { 200: { description: 'Your alerts and your plan limit.', schema: accountAlertListSchema } },
      }),
      session,
      async (c) => {
        const account = c.get('account');
        const [alerts, slots] = await Promise.all([
          listAccountAlerts(db, account.email),
          heldSlots(db, account.email, now()),
        ]);
        return c.json({
          alerts,
          plan: account.plan,
          activeLimit: PLAN_ACTIVE_ALERT_LIMITS[account.plan],
          activeCount: heldSlotCount(slots),
        });
      },
    )
    .post(
      '/',
      describeSessionOperation({
        summary: 'Add an alert',
        description:
          '`kind` picks what the alert watches: `rate` (default; a target rate, below or above), `refinance` (the ' +
          "owner's loan and a rule: monthly saving at least `minMonthlySaving` and/or break-even within " +
          '`maxBreakEvenMonths`), `payment` (a home and a target monthly payment) or `rate_move` (a move of at least ' +
          "`move` points either way from today's rate). Refinance and payment alerts fire when the rate falls to the " +
          'highest rate that meets the rule, answered as `threshold`; a rule no rate can meet answers 422 saying what ' +
          'to change. After firing, an alert waits until the rate is back past its threshold by `rearmMargin` ' +
          '(default 0.125 points). Active at once: signing in verified the address, so no confirmation mail is sent. Asking for an alert ' +
          'you already have switches that one on instead of adding a second. While alert mails are paused for the ' +
          `account, the new alert is stored paused. ${LIMIT_NOTE}`,
        success: { 201: { description: 'The alert.', schema: accountAlertSchema } },
        errors: [403, 409, 415, 422],
      }),
      session,
      validate('json', accountAlertCreateSchema),
      async (c) => {
        const account = c.get('account');
        const alertId = await createAccountAlert(db, account, c.req.valid('json'), now());
        return c.json(await alertAnswer(account, alertId), 201);
      },
    )
    .patch(
      '/:id',
      describeSessionOperation({
        summary: 'Edit, pause or resume an alert',
        description:
          'Any subset of rate type, threshold, direction and re-arm margin, and `status` active or paused; for ' +
          'refinance, payment and rate-move alerts send their `kind` and whole `inputs` again (the threshold is ' +
          'derived from them). Resuming also switches ' +
          'on an alert waiting for confirmation or unsubscribed from a mail. It answers 409 `alert_mails_paused` ' +
          `while alert mails are paused for the whole account. ${LIMIT_NOTE}`,
        success: { 200: ALERT_ANSWER },
        errors: [403, 404, 409, 415, 422],
      }),
      session,
      alertIdParams,
      validate('json', accountAlertUpdateSchema),
      async (c) => {
        const account = c.get('account');
        const { id } = c.req.valid('param');
        await updateAccountAlert(db, account, id, c.req.valid('json'), now());
        return c.json(await alertAnswer(account, id));
      },
    )
    .delete(
      '/:id',
      describeSessionOperation({
        summary: 'Delete an alert',
        description:
          'Mail not yet sent for it is cancelled. For an alert made through a partner’s lead form, the partner keeps ' +
          'the lead.',
        success: { 204: { description: 'Deleted.', mediaType: 'none' } },
        errors: [403, 404],
      }),
      session,
      alertIdParams,
      async (c) => {
        await deleteAccountAlert(db, c.get('account'), c.req.valid('param').id);
        return c.body(null, 204);
      },
    );
}
