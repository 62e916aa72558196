import { z } from 'zod/mini';
import { emailAddressSchema } from './email-address';
import { NEXT_PATH_MAX_LENGTH } from './next-path';
import { planAllows } from './plan-allowances';

/** Sign-in links and codes live this long (issue 11: 15 minutes). */
export const SIGN_IN_CHALLENGE_MINUTES = 15;

/**
 * Changes a stolen cookie must not make (a new API key, a new account address) need a session that
 * began this recently: a sign-in with a mailed code or link, which proves the mailbox again.
 */
export const FRESH_SIGN_IN_MINUTES = 10;

/** The 403 code when such a change comes without a fresh sign-in; the app then asks for a code. */
export const FRESH_SIGN_IN_REQUIRED = 'fresh_sign_in_required';

/** How long the old address's "This wasn't me" link undoes an address change. */
export const EMAIL_CHANGE_UNDO_DAYS = 7;

/** The code in the sign-in mail: six digits, for people who read mail on another device. */
export const SIGN_IN_CODE_PATTERN = /^\d{6}$/;

export const SIGN_IN_CODE_MESSAGE = 'Enter the 6-digit code from the mail we sent you.';

/**
 * POST /api/auth/sign-in: mails a one-time link and a 6-digit code (the link returns to `next`). Sign-up and sign-in are the
 * same request (the account is made when the link or code is used), so the answer never says
 * whether the address has an account.
 */
export const signInRequestSchema = z.strictObject({
  email: emailAddressSchema(),
  /** The page to return to after sign-in; the server keeps it only when it is a path of ours (safeNextPath). */
  next: z.optional(z.string().check(z.maxLength(NEXT_PATH_MAX_LENGTH))),
});
export type SignInRequest = z.output<typeof signInRequestSchema>;

/** 202: the same answer for known and unknown addresses. */
export const signInSentSchema = z.object({ status: z.literal('sent'), message: z.string() });

/** POST /api/auth/verify-code: the address and the 6-digit code from the mail. */
export const verifyCodeRequestSchema = z.strictObject({
  email: emailAddressSchema(),
  code: z.string(SIGN_IN_CODE_MESSAGE).check(z.trim(), z.regex(SIGN_IN_CODE_PATTERN, SIGN_IN_CODE_MESSAGE)),
});
export type VerifyCodeRequest = z.output<typeof verifyCodeRequestSchema>;

const MAIL_TOKEN_MESSAGE = 'This link is incomplete. Copy the whole link from the mail into your browser.';

/** A token copied from a mail link (sign-in, email change). */
export const mailTokenSchema = z
  .string(MAIL_TOKEN_MESSAGE)
  .check(z.trim(), z.minLength(16, MAIL_TOKEN_MESSAGE), z.maxLength(512, MAIL_TOKEN_MESSAGE));

/** POST /api/auth/verify-link and POST /api/app/account/email/confirm: the page's button sends the link's token. */
export const mailTokenRequestSchema = z.strictObject({ token: mailTokenSchema });

export const PLANS = ['free', 'pro'] as const;
export type Plan = (typeof PLANS)[number];

/**
 * Active alerts each account tier allows at once, from the one plan function: an account is `pro`
 * while its partner plan allows Pro's alerts (server/src/billing/account-plan-sync.ts keeps it so).
 */
export const PLAN_ACTIVE_ALERT_LIMITS: Record<Plan, number> = {
  free: planAllows('free').activeAlerts,
  pro: planAllows('active').activeAlerts,
};

/** The signed-in person, as GET /api/auth/session and the verify calls answer. */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  plan: z.enum(PLANS),
  createdAt: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionSchema = z.object({ user: sessionUserSchema });
export type Session = z.infer<typeof sessionSchema>;
