/**
 * What an alert watches (issue 14); alert-kinds.ts describes each kind and holds their schemas.
 * The kinds and their words are here on their own so the widgets' first-paint contract chunk can
 * name them (a lead form's alert choice) without the schemas, which load with the lead check.
 */
export const ALERT_KINDS = ['rate', 'refinance', 'payment', 'rate_move'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const ALERT_KIND_LABELS: { readonly [Kind in AlertKind]: string } = {
  rate: 'Target rate',
  refinance: 'Refinance saving',
  payment: 'Monthly payment',
  rate_move: 'Rate move',
};
