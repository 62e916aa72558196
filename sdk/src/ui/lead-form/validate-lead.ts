import type { LeadSubmission } from '../../api';
import type { LeadFormErrors, LeadFormValues } from './lead-form-values';

/** Lowest and highest target rate we accept, in percent: wide enough for any real mortgage market. */
export const TARGET_RATE_MIN = 0.5;
export const TARGET_RATE_MAX = 20;

// One at sign, no spaces, a dot in the domain part: the same simple rule the contact form uses.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Digits with the usual separators, at least 7 digits, so a typo like "555" is caught.
const PHONE_PATTERN = /^\+?([ ().-]*\d){7,}[ ().-]*$/;

export type LeadValidation =
  | { ok: true; submission: Omit<LeadSubmission, 'pageUrl'> }
  | { ok: false; errors: LeadFormErrors };

export function validateLead(values: LeadFormValues, businessName: string): LeadValidation {
  const errors: LeadFormErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const phone = values.phone.trim();
  const targetRate = Number(values.targetRate);

  if (!name || name.length > 120) errors.name = 'Enter your name (up to 120 characters).';
  if (!EMAIL_PATTERN.test(email) || email.length > 254) {
    errors.email = 'Enter an email address like name@example.com.';
  }
  if (phone && !PHONE_PATTERN.test(phone))
    errors.phone = 'Enter a phone number of at least 7 digits, or leave it empty.';
  // `!(x >= min)` also catches NaN and the empty field (Number('') is 0).
  if (!(targetRate >= TARGET_RATE_MIN && targetRate <= TARGET_RATE_MAX)) {
    errors.targetRate = `Enter a rate between ${TARGET_RATE_MIN}% and ${TARGET_RATE_MAX}%, e.g. 5.75.`;
  }
  if (!values.consent) errors.consent = `Tick the box so ${businessName} may send you rate alerts.`;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    submission: {
      name,
      email,
      ...(phone && { phone }),
      rateType: values.rateType,
      targetRate: Math.round(targetRate * 1000) / 1000,
      direction: values.direction,
      consent: true,
      website: values.website,
    },
  };
}
