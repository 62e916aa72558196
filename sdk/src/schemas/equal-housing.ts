/** The Equal Housing legend a partner may show on its forms and in its mails (profile option). */
export const EQUAL_HOUSING_OPTIONS = ['opportunity', 'lender'] as const;
export type EqualHousingOption = (typeof EQUAL_HOUSING_OPTIONS)[number];

/** The legend's words, as HUD's advertising rules word them. */
export const EQUAL_HOUSING_LEGENDS: Record<EqualHousingOption, string> = {
  opportunity: 'Equal Housing Opportunity',
  lender: 'Equal Housing Lender',
};
