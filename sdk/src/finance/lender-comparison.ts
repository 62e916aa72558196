import {
  AMOUNT_BOUNDS,
  fieldsOf,
  INTEREST_RATE_BOUNDS,
  type InputTable,
  type NotComputable,
  outOfRange,
  TERM_YEARS_BOUNDS,
  TEXT_FIELD,
} from './input-bounds';
import { paymentCount } from './loan-terms';
import { monthlyPayment } from './monthly-payment';
import { type FieldValues, parseAmount, parseNonNegative } from './parse-amount';
import { roundToCents } from './round-to-cents';

/**
 * An offer's inputs in form order, its numbers within the calculators' bounds (issue 28); the lender
 * name is text. The field list and the field type are read from this one table.
 */
export const LENDER_OFFER_INPUT_BOUNDS = {
  lenderName: TEXT_FIELD,
  loanAmount: AMOUNT_BOUNDS,
  interestRate: INTEREST_RATE_BOUNDS,
  apr: INTEREST_RATE_BOUNDS,
  loanTerm: TERM_YEARS_BOUNDS,
  originationFee: AMOUNT_BOUNDS,
  closingCosts: AMOUNT_BOUNDS,
} satisfies InputTable;
export type LenderOfferField = keyof typeof LENDER_OFFER_INPUT_BOUNDS;
export const LENDER_OFFER_FIELDS = fieldsOf(LENDER_OFFER_INPUT_BOUNDS);
export type LenderOfferInputs = FieldValues<LenderOfferField>;

/** The refusal's key for one field of one offer: `offers.<index>.<field>`. */
export function lenderOfferFieldKey(index: number, field: LenderOfferField): string {
  return `offers.${index}.${field}`;
}

export interface ComparedLenderOffer {
  readonly lenderName: string;
  readonly loanAmount: number;
  readonly interestRate: number;
  readonly apr: number;
  readonly loanTerm: number;
  readonly originationFee: number;
  readonly closingCosts: number;
  /** Rounded to cents; 0 unless loan amount, rate and term are all given. */
  readonly monthlyPayment: number;
  readonly totalInterest: number;
  /** Total interest + origination fee + closing costs. */
  readonly totalCost: number;
}

/** Index of the offer that wins each "Lowest ..." label, or null when no offer qualifies. */
export interface LenderWinners {
  readonly lowestRate: number | null;
  readonly lowestApr: number | null;
  readonly lowestPayment: number | null;
  readonly leastInterest: number | null;
  readonly lowestTotalCost: number | null;
}

export interface LenderComparisonResult {
  readonly offers: ComparedLenderOffer[];
  readonly winners: LenderWinners;
}

/** The highlight labels of spec §4, keyed like LenderWinners. */
export const LENDER_WINNER_LABELS: Readonly<Record<keyof LenderWinners, string>> = {
  lowestRate: 'Lowest Rate',
  lowestApr: 'Lowest APR',
  lowestPayment: 'Lowest Payment',
  leastInterest: 'Least Interest',
  lowestTotalCost: 'Lowest Total Cost',
};

function compareOffer(inputs: LenderOfferInputs): ComparedLenderOffer {
  const loanAmount = parseAmount(inputs.loanAmount);
  const interestRate = parseAmount(inputs.interestRate);
  const loanTerm = parseAmount(inputs.loanTerm);
  const originationFee = parseNonNegative(inputs.originationFee);
  const closingCosts = parseNonNegative(inputs.closingCosts);
  const computable = loanAmount > 0 && interestRate > 0 && loanTerm > 0;
  // Interest is what the rounded payment actually repays beyond the loan, as a borrower pays it.
  const payment = computable ? roundToCents(monthlyPayment(loanAmount, interestRate, loanTerm)) : 0;
  const totalInterest = computable ? roundToCents(payment * paymentCount(loanTerm) - loanAmount) : 0;
  return {
    lenderName: typeof inputs.lenderName === 'string' ? inputs.lenderName.trim() : '',
    loanAmount,
    interestRate,
    apr: parseAmount(inputs.apr),
    loanTerm,
    originationFee,
    closingCosts,
    monthlyPayment: payment,
    totalInterest,
    totalCost: computable ? roundToCents(totalInterest + originationFee + closingCosts) : 0,
  };
}

/**
 * Lowest value among offers with a loan amount above 0 (spec §4). A blank (zero) value never wins,
 * otherwise an unfilled rate would claim "Lowest Rate". Ties go to the leftmost lender.
 */
function lowestIndex(
  offers: readonly ComparedLenderOffer[],
  metric: (offer: ComparedLenderOffer) => number,
): number | null {
  let best: number | null = null;
  for (let index = 0; index < offers.length; index++) {
    const offer = offers[index];
    const value = metric(offer);
    if (!(offer.loanAmount > 0) || !(value > 0)) continue;
    if (best === null || value < metric(offers[best])) best = index;
  }
  return best;
}

/** Every out-of-range field of every offer, keyed by lenderOfferFieldKey; null when all are in range. */
function offersOutOfRange(offerInputs: readonly LenderOfferInputs[]): NotComputable | null {
  const fields: Record<string, string> = {};
  offerInputs.forEach((inputs, index) => {
    const refusal = outOfRange(inputs, LENDER_OFFER_INPUT_BOUNDS);
    for (const [field, message] of Object.entries(refusal?.fields ?? {})) {
      fields[lenderOfferFieldKey(index, field as LenderOfferField)] = message;
    }
  });
  return Object.keys(fields).length > 0 ? { notComputable: true, fields } : null;
}

/**
 * Mortgage shopping comparison worksheet (spec §2 /templates/mortgage-comparison): the compared
 * offers, or the typed refusal naming each offer's fields outside their bounds.
 */
export function compareLenders(
  offerInputs: readonly LenderOfferInputs[],
): LenderComparisonResult | NotComputable {
  const refusal = offersOutOfRange(offerInputs);
  if (refusal) return refusal;
  const offers = offerInputs.map(compareOffer);
  return {
    offers,
    winners: {
      lowestRate: lowestIndex(offers, (offer) => offer.interestRate),
      lowestApr: lowestIndex(offers, (offer) => offer.apr),
      lowestPayment: lowestIndex(offers, (offer) => offer.monthlyPayment),
      leastInterest: lowestIndex(offers, (offer) => offer.totalInterest),
      lowestTotalCost: lowestIndex(offers, (offer) => offer.totalCost),
    },
  };
}
