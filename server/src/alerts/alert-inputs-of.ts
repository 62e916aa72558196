import type { AccountAlert, AccountAlertInputs } from '@mrn/sdk/schemas';

/** The inputs column as the API shows it, tagged with the alert's kind. */
export function alertInputsOf(kind: AccountAlert['kind'], stored: unknown): AccountAlertInputs {
  const inputs = typeof stored === 'string' ? JSON.parse(stored) : stored;
  if (inputs === null || inputs === undefined) return null;
  if (kind === 'refinance') return { kind, refinance: inputs };
  if (kind === 'payment') return { kind, payment: inputs };
  if (kind === 'rate_move') return { kind, rateMove: inputs };
  return null;
}
