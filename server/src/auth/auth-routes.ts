import {
  APP_HOME_PATH,
  mailTokenRequestSchema,
  type SessionUser,
  SIGN_IN_CHALLENGE_MINUTES,
  safeNextPath,
  sessionSchema,
  signInRequestSchema,
  signInSentSchema,
  signOutEverywhereRequestSchema,
  verifyCodeRequestSchema,
} from '@mrn/sdk/schemas';
import { type Context, Hono } from 'hono';
import type { AppDeps } from '../http/app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { clientAddress } from '../http/client-address.ts';
import { apiError } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import {
  RECIPIENT_BUDGET_SPENT,
  RECIPIENT_MAIL_BUDGET,
  takeRecipientMail,
} from '../mail/recipient-mail-budget.ts';
import { describeOperation, describeSessionOperation } from '../openapi/describe-operation.ts';
import { issueChallenge, redeemLinkToken, redeemSignInCode } from './auth-challenges.ts';
import type { PartnerSide } from './partner-side.ts';
import { requireSession } from './require-session.ts';
import {
  clearSessionCookie,
  readSessionCookie,
  sessionCookiePolicy,
  writeSessionCookie,
} from './session-cookie.ts';
import { createSession, deleteSessionByToken, deleteUserSessions } from './sessions.ts';
import { QUARTER_HOUR, SIGN_IN_THROTTLES, signInAddressThrottleKey } from './sign-in-throttles.ts';
import { takeThrottleHit } from './throttle.ts';
import { findOrCreateUser, type UserRecord } from './users.ts';

const TOO_MANY_MAILS =
  'We have sent several sign-in mails in the last 15 minutes. Use the newest one, or wait 15 minutes and ask again.';
/** The client's own limit (one network asking for many addresses): no mail was sent, so none to look for. */
const TOO_MANY_REQUESTS_FROM_HERE =
  'Too many sign-in mails were asked for from your network in the last 15 minutes. Wait 15 minutes and ask again.';
const TOO_MANY_GUESSES = 'Too many codes were tried from here. Wait 15 minutes, then ask for a new mail.';
const TOO_MANY_GUESSES_FOR_ADDRESS =
  'Too many wrong codes were tried for this address. Use the link in the newest mail, or wait an hour.';
const BAD_LINK =
  'This sign-in link has expired or was already used. Links work once, for 15 minutes: ask for a new one.';
const BAD_CODE =
  'That code is not right, or it has expired. Use the code in the newest mail from us, or ask for a new one.';

function sessionBody(user: Pick<UserRecord, 'id' | 'email' | 'plan' | 'createdAt'>): { user: SessionUser } {
  return {
    user: { id: user.id, email: user.email, plan: user.plan, createdAt: user.createdAt.toISOString() },
  };
}

/**
 * Sign-up and sign-in by mail (one flow: the account is made when the mailed link or code is used),
 * the session, and sign-out. Answers never say whether an address has an account.
 */
export function authRoutes(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  partnerSide: PartnerSide,
): Hono<AppEnv> {
  const now = () => (deps.clock ? deps.clock() : new Date());
  const cookiePolicy = sessionCookiePolicy(deps.config);
  const secret = deps.config.SECRET;

  /** Rotation: a new session for every sign-in, and the one the browser had (if any) ends. */
  async function signIn(c: Context<AppEnv>, email: string): Promise<Response> {
    const moment = now();
    const user = await findOrCreateUser(deps.db, email, moment);
    const previous = readSessionCookie(c, cookiePolicy);
    if (previous) await deleteSessionByToken(deps.db, previous);
    const marker = (await partnerSide.isPartner(deps.db, user.id)) ? 'partner' : 'account';
    writeSessionCookie(c, cookiePolicy, await createSession(deps.db, user.id, moment), marker);
    c.header('Cache-Control', 'no-store');
    return c.json(sessionBody(user), 200);
  }

  return new Hono<AppEnv>()
    .post(
      '/sign-in',
      describeOperation({
        audience: 'App API',
        summary: 'Mail a sign-in link and code',
        description:
          `Sends one mail with a link and a 6-digit code, both good once for ${SIGN_IN_CHALLENGE_MINUTES} minutes. ` +
          'The link returns to `next` when it is a path of this site (else to /app). ' +
          'The same call signs up: the account is made when the link or code is used. The answer is the same ' +
          'whether or not the address has an account.',
        success: { 202: { description: 'The mail is on its way.', schema: signInSentSchema } },
        errors: [400, 403, 415, 422, 429],
      }),
      validate('json', signInRequestSchema),
      async (c) => {
        const { email, next } = c.req.valid('json');
        const moment = now();
        const client = clientAddress(c, deps.config);
        const clientAllowed = await takeThrottleHit(
          deps.db,
          `sign-in:client:${client}`,
          SIGN_IN_THROTTLES.perClient,
          moment,
        );
        const addressAllowed =
          clientAllowed &&
          (await takeThrottleHit(
            deps.db,
            signInAddressThrottleKey(email),
            SIGN_IN_THROTTLES.perAddress,
            moment,
          ));
        if (!clientAllowed || !addressAllowed) {
          c.header('Retry-After', String(QUARTER_HOUR / 1000));
          return apiError(
            c,
            429,
            'rate_limited',
            clientAllowed ? TOO_MANY_MAILS : TOO_MANY_REQUESTS_FROM_HERE,
          );
        }
        if (!(await takeRecipientMail(deps.db, email, moment))) {
          c.header('Retry-After', String(RECIPIENT_MAIL_BUDGET.windowMs / 1000));
          return apiError(c, 429, 'rate_limited', RECIPIENT_BUDGET_SPENT);
        }
        // Anything but a path of ours returns to the dashboard, which needs nothing stored.
        const nextPath = safeNextPath(next);
        await issueChallenge(deps.db, {
          purpose: 'sign_in',
          email,
          nextPath: nextPath === APP_HOME_PATH ? undefined : nextPath,
          now: moment,
        });
        return c.json(
          {
            status: 'sent' as const,
            message:
              `We sent a sign-in link and a 6-digit code to ${email}. They work once, for ` +
              `${SIGN_IN_CHALLENGE_MINUTES} minutes. No mail? Check your spam folder.`,
          },
          202,
        );
      },
    )
    .post(
      '/verify-link',
      describeOperation({
        audience: 'App API',
        summary: 'Sign in with the mailed link',
        description:
          'The page the mailed link opens has a button that sends its token here; opening the link changes nothing, ' +
          'so mail scanners cannot use it up. Sets the session cookie.',
        success: { 200: { description: 'Signed in.', schema: sessionSchema } },
        errors: [400, 403, 415, 422],
      }),
      validate('json', mailTokenRequestSchema),
      async (c) => {
        const redeemed = await redeemLinkToken(deps.db, secret, c.req.valid('json').token, 'sign_in', now());
        if (!redeemed) return apiError(c, 400, 'invalid_link', BAD_LINK);
        return signIn(c, redeemed.email);
      },
    )
    .post(
      '/verify-code',
      describeOperation({
        audience: 'App API',
        summary: 'Sign in with the mailed 6-digit code',
        description:
          "For reading mail on another device. Five wrong codes end that mail's code (its link still works, " +
          'since only the mailbox has it), and an address takes 10 guesses an hour across all its mails. ' +
          'Sets the session cookie.',
        success: { 200: { description: 'Signed in.', schema: sessionSchema } },
        errors: [400, 403, 415, 422, 429],
      }),
      validate('json', verifyCodeRequestSchema),
      async (c) => {
        const { email, code } = c.req.valid('json');
        const moment = now();
        const client = clientAddress(c, deps.config);
        if (
          !(await takeThrottleHit(
            deps.db,
            `sign-in-code:client:${client}`,
            SIGN_IN_THROTTLES.codeGuessesPerClient,
            moment,
          ))
        ) {
          c.header('Retry-After', String(QUARTER_HOUR / 1000));
          return apiError(c, 429, 'rate_limited', TOO_MANY_GUESSES);
        }
        const { codeGuessesPerAddress } = SIGN_IN_THROTTLES;
        if (
          !(await takeThrottleHit(deps.db, `sign-in-code:address:${email}`, codeGuessesPerAddress, moment))
        ) {
          c.header('Retry-After', String(codeGuessesPerAddress.windowMs / 1000));
          return apiError(c, 429, 'rate_limited', TOO_MANY_GUESSES_FOR_ADDRESS);
        }
        const redeemed = await redeemSignInCode(deps.db, secret, email, code, moment);
        if (!redeemed) return apiError(c, 400, 'invalid_code', BAD_CODE);
        return signIn(c, redeemed.email);
      },
    )
    .get(
      '/session',
      describeSessionOperation({
        summary: 'Who is signed in',
        success: { 200: { description: 'The signed-in person.', schema: sessionSchema } },
      }),
      requireSession(deps),
      (c) => {
        const account = c.get('account');
        return c.json(sessionBody({ ...account, id: account.userId }));
      },
    )
    .post(
      '/sign-out',
      describeOperation({
        audience: 'App API',
        summary: 'Sign out here',
        success: { 204: { description: 'Signed out (also when no one was signed in).', mediaType: 'none' } },
        errors: [403],
      }),
      async (c) => {
        const token = readSessionCookie(c, cookiePolicy);
        if (token) await deleteSessionByToken(deps.db, token);
        clearSessionCookie(c, cookiePolicy);
        return c.body(null, 204);
      },
    )
    .post(
      '/sign-out-everywhere',
      describeSessionOperation({
        summary: 'Sign out on every device',
        description:
          'Ends every session of the account, this one included. With `"revokeApiKeys": true` it also revokes ' +
          'every partner API key of the account (servers using them get 401 from then on); keys are not ' +
          'sessions, so without it they keep working.',
        success: { 204: { description: 'Every session of the account has ended.', mediaType: 'none' } },
        errors: [400, 403, 415, 422],
      }),
      requireSession(deps),
      validate('json', signOutEverywhereRequestSchema),
      async (c) => {
        const userId = c.get('account').userId;
        if (c.req.valid('json').revokeApiKeys) await partnerSide.revokeApiKeys(deps.db, userId);
        await deleteUserSessions(deps.db, userId);
        clearSessionCookie(c, cookiePolicy);
        return c.body(null, 204);
      },
    );
}
