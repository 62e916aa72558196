import { z } from 'zod/mini';
import { emailAddressSchema } from './email-address';
import { EQUAL_HOUSING_OPTIONS } from './equal-housing';
import { isHttpUrl } from './http-url';
import { BUSINESS_EMAIL_STATUSES } from './lead-mail';
import { singleLineTextSchema } from './plain-text';

/** A partner's plan: a 14-day Pro trial after sign-up, then Pro (paid) or ended. */
export const PARTNER_PLANS = ['trial', 'pro', 'ended'] as const;
export type PartnerPlan = (typeof PARTNER_PLANS)[number];

/** Days of Pro a new partner gets before paying. */
export const PARTNER_TRIAL_DAYS = 14;

export const BUSINESS_NAME_MAX = 120;
export const PARTNER_LICENCE_MAX = 60;

/** Hints the console shows beside each profile field. */
export const PARTNER_PROFILE_HINTS = {
  businessName: 'As your clients know it; shown on your forms and in the mails leads get.',
  licenceId: 'NMLS or state licence ID',
  website: 'Optional. A full address such as https://www.example.com.',
  logoUrl: 'Optional. An https address of your logo image, shown on the confirmation page and in mails.',
  replyToEmail:
    'Optional. Where replies to the mails your leads get should go, once you confirm it from the link we mail it.',
  equalHousing:
    'Optional. Adds the legend and the Equal Housing logo to your forms and the mails your leads get.',
} as const;

const BUSINESS_NAME_MESSAGE = 'Enter your business name.';
const WEBSITE_MESSAGE = 'Use a full http(s) address such as https://www.example.com.';
const LOGO_MESSAGE = 'Use a full https address such as https://www.example.com/logo.png.';

const businessName = singleLineTextSchema({
  maxLength: BUSINESS_NAME_MAX,
  requiredMessage: BUSINESS_NAME_MESSAGE,
});

/** Optional text: an empty string or null clears it. */
const licenceId = z.pipe(
  z.nullable(singleLineTextSchema({ maxLength: PARTNER_LICENCE_MAX })),
  z.transform((value: string | null) => value || null),
);

const optionalUrl = (accepts: (url: string) => boolean, message: string) =>
  z.pipe(
    z.nullable(
      z.string(message).check(
        z.trim(),
        z.maxLength(2048, message),
        z.refine((url) => url === '' || accepts(url), message),
      ),
    ),
    z.transform((value: string | null) => value || null),
  );

const isHttpsUrl = (value: string) => isHttpUrl(value) && new URL(value).protocol === 'https:';

const replyToEmail = z.pipe(
  z.union([emailAddressSchema(), z.literal(''), z.null()]),
  z.transform((value: string | null) => value || null),
);

/** 'opportunity' or 'lender' shows that Equal Housing legend; null (or '') shows none. */
const equalHousing = z.pipe(
  z.union(
    [z.enum(EQUAL_HOUSING_OPTIONS), z.literal(''), z.null()],
    'Choose Equal Housing Opportunity, Equal Housing Lender or none.',
  ),
  z.transform((value: (typeof EQUAL_HOUSING_OPTIONS)[number] | '' | null) => value || null),
);

const profileShape = {
  businessName,
  licenceId,
  equalHousing,
  website: optionalUrl(isHttpUrl, WEBSITE_MESSAGE),
  logoUrl: optionalUrl(isHttpsUrl, LOGO_MESSAGE),
  replyToEmail,
};

/** POST /api/app/partner: become a partner. Only the business name is required. */
export const partnerProfileCreateSchema = z.strictObject({
  businessName: profileShape.businessName,
  licenceId: z.optional(profileShape.licenceId),
  website: z.optional(profileShape.website),
  logoUrl: z.optional(profileShape.logoUrl),
  replyToEmail: z.optional(profileShape.replyToEmail),
  equalHousing: z.optional(profileShape.equalHousing),
});
export type PartnerProfileCreate = z.infer<typeof partnerProfileCreateSchema>;
export type PartnerProfileInput = z.input<typeof partnerProfileCreateSchema>;

/** PATCH /api/app/partner: any subset; an empty string or null clears an optional field. */
export const partnerProfileUpdateSchema = z.strictObject({
  businessName: z.optional(profileShape.businessName),
  licenceId: z.optional(profileShape.licenceId),
  website: z.optional(profileShape.website),
  logoUrl: z.optional(profileShape.logoUrl),
  replyToEmail: z.optional(profileShape.replyToEmail),
  equalHousing: z.optional(profileShape.equalHousing),
});
export type PartnerProfileUpdate = z.infer<typeof partnerProfileUpdateSchema>;

/** GET /api/app/partner: the signed-in account's partner profile and plan. */
export const partnerProfileSchema = z.object({
  businessName: z.string(),
  licenceId: z.nullable(z.string()),
  website: z.nullable(z.string()),
  logoUrl: z.nullable(z.string()),
  replyToEmail: z.nullable(z.string()),
  /** Whether the reply-to address is proven; until it is, replies and account mail go to the account address. */
  replyToEmailStatus: z.enum(BUSINESS_EMAIL_STATUSES),
  /** The Equal Housing legend on the partner's forms and mails, or null. */
  equalHousing: z._default(z.nullable(z.enum(EQUAL_HOUSING_OPTIONS)), null),
  /** 'ended' once a trial's end has passed, whether or not anything has run since. */
  plan: z.enum(PARTNER_PLANS),
  trialEndsAt: z.nullable(z.string()),
  /** Whole days left in the trial, rounded up; 0 once it has ended; null without a trial. */
  trialDaysLeft: z.nullable(z.number()),
  createdAt: z.string(),
});
export type PartnerProfile = z.infer<typeof partnerProfileSchema>;
