import {
  accountDeleteRequestSchema,
  accountExportQuerySchema,
  accountExportSchema,
  accountSchema,
  EMAIL_CHANGE_UNDO_DAYS,
  emailChangeRequestSchema,
  emailChangeSentSchema,
  FRESH_SIGN_IN_MINUTES,
  FRESH_SIGN_IN_REQUIRED,
  mailTokenRequestSchema,
  myLoanAnswerSchema,
  myLoanUpdateSchema,
  notificationPreferencesUpdateSchema,
  preferencesUpdatedSchema,
  SIGN_IN_CHALLENGE_MINUTES,
} from '@mrn/sdk/schemas';
import { Hono } from 'hono';
import {
  assertFreshSignIn,
  clearSessionCookie,
  findSession,
  readSessionCookie,
  requireSession,
  SIGN_IN_THROTTLES,
  sessionCookiePolicy,
  signInAddressThrottleKey,
  takeThrottleHit,
} from '../auth/index.ts';
import { cancelSubscriptionOfAccount } from '../billing/index.ts';
import type { AppDeps } from '../http/app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import {
  RECIPIENT_BUDGET_SPENT,
  RECIPIENT_MAIL_BUDGET,
  takeRecipientMail,
} from '../mail/recipient-mail-budget.ts';
import { describeOperation, describeSessionOperation } from '../openapi/describe-operation.ts';
import { accountExport, accountExportCsv } from './account-export.ts';
import { accountView } from './account-view.ts';
import { deleteAccount } from './delete-account.ts';
import { confirmEmailChange } from './email-change.ts';
import { EMAIL_CHANGE_THROTTLE, EMAIL_CHANGE_THROTTLE_PREFIX } from './email-change-throttle.ts';
import { readMyLoan, saveMyLoan } from './my-loan.ts';
import { updatePreferences } from './preferences.ts';
import { requestEmailChange } from './request-email-change.ts';

const ACCOUNT_ANSWER = { description: 'The account as it is now.', schema: accountSchema };
const MY_LOAN_ANSWER = { description: 'Your loan, null until you choose it.', schema: myLoanAnswerSchema };
const EXPORT_FILE_NAME = 'mortgage-rate-notifier-export';

const SAME_ADDRESS = 'This is already your address. Enter the new one.';
const TYPE_YOUR_ADDRESS = 'Type your email address exactly as it appears on your account page to confirm.';
const TOO_MANY_MAILS_TO_ADDRESS =
  'That address has had several sign-in or change mails from us in the last 15 minutes. Try again in 15 minutes.';

/** A stolen cookie must not move the account to the thief's mailbox: the owner proves theirs first. */
const CHANGING_THE_ADDRESS = { action: 'changing your address', retry: 'ask for the change again' };

const TOO_MANY_CHANGES =
  'We have sent several address-change mails in the last 15 minutes. Use the newest one, or wait 15 minutes and ask again.';

/** Still paused after turning alert mails back on: the plan limit came first. */
function stillPausedNotice(stillPaused: number): string | null {
  if (stillPaused === 0) return null;
  const alerts = stillPaused === 1 ? '1 alert stays' : `${stillPaused} alerts stay`;
  return `Alert mails are on again, but ${alerts} paused: your plan's limit of active alerts was reached. Pause or delete another alert to resume it, or upgrade to Pro.`;
}

/**
 * The signed-in person's account (/api/app/account): preferences, email change, export and
 * deletion. Everything but the email-change confirmation needs the session; that one is proved by
 * the mailed link itself, which may be opened on another device.
 */
export function accountRoutes(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>): Hono<AppEnv> {
  const { db } = deps;
  const now = () => (deps.clock ? deps.clock() : new Date());
  const session = requireSession(deps);
  const cookiePolicy = sessionCookiePolicy(deps.config);

  return new Hono<AppEnv>()
    .get(
      '/',
      describeSessionOperation({
        summary: 'Your account',
        description: 'Address, plan, an address change waiting for its link, and which mails you get.',
        success: { 200: ACCOUNT_ANSWER },
      }),
      session,
      async (c) => c.json(await accountView(db, c.get('account').userId, now())),
    )
    .patch(
      '/preferences',
      describeSessionOperation({
        summary: 'Change which mails you get',
        description:
          '`alertMails: false` pauses every active alert at once (and alerts added meanwhile start paused); ' +
          '`true` resumes the alerts it paused, up to the plan limit, and `notice` says how many stayed paused. ' +
          'Alerts paused one by one stay paused. `newsletter` subscribes or unsubscribes the address.',
        success: { 200: { description: 'The account as it is now.', schema: preferencesUpdatedSchema } },
        errors: [403, 415, 422],
      }),
      session,
      validate('json', notificationPreferencesUpdateSchema),
      async (c) => {
        const account = c.get('account');
        const moment = now();
        const outcome = await updatePreferences(db, account, c.req.valid('json'), moment);
        return c.json({
          ...(await accountView(db, account.userId, moment)),
          notice: stillPausedNotice(outcome.stillPaused),
        });
      },
    )
    .get(
      '/loan',
      describeSessionOperation({
        summary: 'Your loan (My loan)',
        description:
          'The loan program and term you will get (and, for the conventional 30-year rate, your credit and ' +
          'down-payment bands), with the catalogued series they name: the dashboard shows its rate and chart, ' +
          'and new alerts watch it. `loan` is null until you choose.',
        success: { 200: MY_LOAN_ANSWER },
      }),
      session,
      async (c) => c.json({ loan: await readMyLoan(db, c.get('account').userId) }),
    )
    .put(
      '/loan',
      describeSessionOperation({
        summary: 'Say which loan you will get',
        description:
          'Program and term, and `creditBand` with `downPayment` where the catalogue has bands (the conventional ' +
          '30-year rate). A combination FRED does not publish (a 15-year FHA rate, bands on a VA loan) is a 422 ' +
          'naming the field, never changed into another.',
        success: { 200: MY_LOAN_ANSWER },
        errors: [403, 415, 422],
      }),
      session,
      validate('json', myLoanUpdateSchema),
      async (c) => c.json({ loan: await saveMyLoan(db, c.get('account').userId, c.req.valid('json')) }),
    )
    .post(
      '/email',
      describeSessionOperation({
        summary: 'Change your address',
        description:
          `Only within ${FRESH_SIGN_IN_MINUTES} minutes of signing in with a mailed code or link; otherwise 403 ` +
          `\`${FRESH_SIGN_IN_REQUIRED}\`: sign in again (POST /api/auth/sign-in, then /api/auth/verify-code) and retry. ` +
          `Mails a link to the new address, good once for ${SIGN_IN_CHALLENGE_MINUTES} minutes; the address changes ` +
          'when it is followed (POST /api/app/account/email/confirm). Until then the account shows it as `pendingEmail`. ' +
          'The current address is told at once, with a "This wasn\'t me" link that for ' +
          `${EMAIL_CHANGE_UNDO_DAYS} days puts it back, signs out every device and revokes API keys made since.`,
        success: { 202: { description: 'The mails are on their way.', schema: emailChangeSentSchema } },
        errors: [403, 415, 422, 429],
      }),
      session,
      validate('json', emailChangeRequestSchema),
      async (c) => {
        const account = c.get('account');
        const { email } = c.req.valid('json');
        if (email === account.email) {
          return apiError(c, 422, 'validation_failed', SAME_ADDRESS, { email: SAME_ADDRESS });
        }
        const moment = now();
        assertFreshSignIn(account.signedInAt, moment, CHANGING_THE_ADDRESS);
        const key = `${EMAIL_CHANGE_THROTTLE_PREFIX}${account.userId}`;
        if (!(await takeThrottleHit(db, key, EMAIL_CHANGE_THROTTLE, moment))) {
          c.header('Retry-After', String(EMAIL_CHANGE_THROTTLE.windowMs / 1000));
          return apiError(c, 429, 'rate_limited', TOO_MANY_CHANGES);
        }
        // The new address is someone's mailbox until proven ours: it shares that address's sign-in mail
        // budget and its hourly budget, so many accounts cannot aim their change mails at one person.
        const perAddress = SIGN_IN_THROTTLES.perAddress;
        if (!(await takeThrottleHit(db, signInAddressThrottleKey(email), perAddress, moment))) {
          c.header('Retry-After', String(perAddress.windowMs / 1000));
          return apiError(c, 429, 'rate_limited', TOO_MANY_MAILS_TO_ADDRESS);
        }
        if (!(await takeRecipientMail(db, email, moment))) {
          c.header('Retry-After', String(RECIPIENT_MAIL_BUDGET.windowMs / 1000));
          return apiError(c, 429, 'rate_limited', RECIPIENT_BUDGET_SPENT);
        }
        await requestEmailChange(db, {
          userId: account.userId,
          oldEmail: account.email,
          newEmail: email,
          now: moment,
        });
        return c.json(
          {
            status: 'sent' as const,
            message:
              `We sent a link to ${email}. Open it within ${SIGN_IN_CHALLENGE_MINUTES} minutes to make it your ` +
              `address; until then you keep using ${account.email}. We also told ${account.email} about the ` +
              'change, with a link to cancel it. No mail? Check your spam folder.',
          },
          202,
        );
      },
    )
    .post(
      '/email/confirm',
      describeOperation({
        audience: 'App API',
        summary: 'Confirm an address change (link in the mail)',
        description:
          'What the button on the page the mailed link opens sends; no session needed, since the link may be opened ' +
          'on another device. Moves the account, its alerts and its newsletter subscription to the new address and ' +
          'signs out every other device (they sign in again with the new address). 409 `email_taken` when the new ' +
          'address has an account of its own.',
        success: { 200: ACCOUNT_ANSWER },
        errors: [400, 403, 409, 415, 422],
      }),
      validate('json', mailTokenRequestSchema),
      async (c) => {
        const moment = now();
        const cookie = readSessionCookie(c, cookiePolicy);
        const current = cookie ? await findSession(db, cookie, moment) : undefined;
        const userId = await confirmEmailChange(db, {
          secret: deps.config.SECRET,
          token: c.req.valid('json').token,
          now: moment,
          keepSessionId: current?.sessionId,
        });
        c.header('Cache-Control', 'no-store');
        return c.json(await accountView(db, userId, moment));
      },
    )
    .get(
      '/export',
      describeSessionOperation({
        summary: 'Download everything we hold about you',
        description:
          'An attachment: JSON (as described) or, with `format=csv`, the same as one table of ' +
          '`section, record, field, value` rows, safe to open in a spreadsheet.',
        success: { 200: { description: 'The export file.', schema: accountExportSchema } },
        errors: [422],
      }),
      session,
      validate('query', accountExportQuerySchema),
      async (c) => {
        const data = await accountExport(db, c.get('account').userId, now());
        const csv = c.req.valid('query').format === 'csv';
        return new Response(csv ? accountExportCsv(data) : JSON.stringify(data, null, 2), {
          headers: {
            'Content-Type': csv ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
            'Content-Disposition': `attachment; filename="${EXPORT_FILE_NAME}.${csv ? 'csv' : 'json'}"`,
            'Cache-Control': 'no-store',
          },
        });
      },
    )
    .post(
      '/delete',
      describeSessionOperation({
        summary: 'Delete your account',
        description:
          'Type your address to confirm. Deletes the account, every alert of the address and its mail history, the ' +
          'newsletter subscription and contact messages, and signs out everywhere. Leads you sent a partner through ' +
          'their form stay with that partner. A running Pro subscription is cancelled at Stripe first; when Stripe ' +
          'cannot be reached the account is kept (502 `billing_unavailable`) so nobody is charged for a deleted account. ' +
          'A partner profile closes with the account: its API keys are revoked, its forms disabled, its webhook ' +
          'stopped and the mail waiting in its name cancelled.',
        success: { 204: { description: 'Deleted; the session cookie is cleared.', mediaType: 'none' } },
        errors: [403, 415, 422, 502, 503],
      }),
      session,
      validate('json', accountDeleteRequestSchema),
      async (c) => {
        const account = c.get('account');
        if (c.req.valid('json').confirmEmail !== account.email) {
          return apiError(c, 422, 'validation_failed', TYPE_YOUR_ADDRESS, {
            confirmEmail: TYPE_YOUR_ADDRESS,
          });
        }
        await cancelSubscriptionOfAccount(db, deps.config, account.userId);
        await deleteAccount(db, account.userId);
        clearSessionCookie(c, cookiePolicy);
        return c.body(null, 204);
      },
    );
}
