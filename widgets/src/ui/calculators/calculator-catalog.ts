import type { CalculatorId } from '@mrn/sdk/finance/defaults';

export interface CalculatorEntry {
  title: string;
  /** One sentence for the /calculators grid card. */
  description: string;
  /** The sign-up call to action closing the calculator (spec §1 label variants). */
  ctaLabel: string;
  /** The sentence above the call to action. */
  ctaText: string;
  /** Heading of the input card. */
  inputsTitle: string;
  /** Heading of the results card. */
  resultsTitle: string;
  /** Ends the results card's prompt: Click "Calculate!" to see {promptSubject} */
  promptSubject: string;
}

/**
 * Words about each calculator, without code, so the grid page and each lazy calculator chunk can
 * share them without pulling in each other.
 */
export const CALCULATOR_CATALOG: Record<CalculatorId, CalculatorEntry> = {
  payment: {
    title: 'Mortgage Payment Calculator',
    description:
      'Estimate your monthly payment with principal, interest, property tax, insurance, PMI and HOA fees.',
    ctaLabel: 'Get Rate Alerts',
    ctaText: 'A lower rate lowers this payment. Get an email when rates reach your target.',
    inputsTitle: 'Loan Details',
    resultsTitle: 'Monthly Payment',
    promptSubject: 'your monthly payment breakdown',
  },
  affordability: {
    title: 'Home Affordability Calculator',
    description:
      'Find the home price your income supports under the 28% housing and 36% total debt guidelines.',
    ctaLabel: 'Monitor Rate Changes',
    ctaText: 'Every drop in rates raises what you can afford. Be told when rates move.',
    inputsTitle: 'Your Finances',
    resultsTitle: 'What You Can Afford',
    promptSubject: 'how much home you can afford',
  },
  'down-payment': {
    title: 'Down Payment Calculator',
    description:
      'See how much to save for a down payment, how long it will take, and how the options compare.',
    ctaLabel: 'Track Mortgage Rates',
    ctaText: 'While you save, let us watch the rates for you.',
    inputsTitle: 'Savings Goal',
    resultsTitle: 'Your Down Payment Plan',
    promptSubject: 'your down payment plan',
  },
  'rent-vs-buy': {
    title: 'Rent vs Buy Calculator',
    description:
      'Compare the full cost of buying with renting and investing the difference over your timeframe.',
    ctaLabel: 'Track Rate Changes',
    ctaText: 'Buying gets cheaper when rates fall. Know the moment they do.',
    inputsTitle: 'Your Scenario',
    resultsTitle: 'Rent or Buy?',
    promptSubject: 'whether renting or buying comes out ahead',
  },
  '15-vs-30': {
    title: '15 vs 30 Year Mortgage Calculator',
    description: 'Weigh a higher payment against lifetime interest savings for 15- and 30-year fixed loans.',
    ctaLabel: 'Monitor Mortgage Rates',
    ctaText: 'We track both 15-year and 30-year fixed rates. Pick a target for either.',
    inputsTitle: 'Loan Details',
    resultsTitle: '15 vs 30 Year Comparison',
    promptSubject: 'how the 15-year and 30-year loans compare',
  },
  'inflation-impact': {
    title: 'Inflation Impact Calculator',
    description: 'See what waiting to buy could cost as prices, incomes and savings change with inflation.',
    ctaLabel: 'Track Market Rates',
    ctaText: 'Waiting for a better rate? Get an alert instead of checking every day.',
    inputsTitle: 'Your Situation',
    resultsTitle: 'The Cost of Waiting',
    promptSubject: 'how inflation affects your purchase',
  },
  refinance: {
    title: 'Refinance Calculator',
    description:
      'Compare your current loan with a new one: monthly savings, break-even point and total interest.',
    ctaLabel: 'Get Rate Alerts',
    ctaText: 'Refinancing pays when rates drop far enough. Set the rate that works for you.',
    inputsTitle: 'Your Loans',
    resultsTitle: 'Refinance Analysis',
    promptSubject: 'your refinance analysis',
  },
  amortization: {
    title: 'Amortization Calculator',
    description:
      'See how each payment splits between principal and interest, year by year and month by month.',
    ctaLabel: 'Track Mortgage Rates',
    ctaText: 'A lower rate moves more of every payment to principal. Watch for it.',
    inputsTitle: 'Loan Details',
    resultsTitle: 'Amortization Summary',
    promptSubject: 'amortization summary',
  },
  'extra-payment': {
    title: 'Extra Payment Calculator',
    description: 'Find out how much time and interest extra principal payments save on your mortgage.',
    ctaLabel: 'Monitor Rate Changes',
    ctaText: 'Paying extra and hoping to refinance too? Let us watch the rates.',
    inputsTitle: 'Loan & Extra Payments',
    resultsTitle: 'Savings Analysis',
    promptSubject: 'your savings analysis',
  },
};
