import { CALCULATOR_DEFAULTS } from '@mrn/sdk/finance/defaults';
import type { AlertDirection } from '@mrn/sdk/schemas/alert-direction';
import { type AlertKind, DEFAULT_RATE_MOVE, DEFAULT_REARM_MARGIN } from '@mrn/sdk/schemas/alert-kinds';
import type { AccountAlert } from '@mrn/sdk/schemas/app-alerts';
import { CONFORMING_SERIES, rateSeriesById, seriesForLoan } from '@mrn/sdk/schemas/rate-series';
import type { RateType } from '@mrn/sdk/schemas/rate-type';

/** A refinance alert's fields as typed; each rule has a checkbox, its amount is kept while unticked. */
export interface RefinanceFormValues {
  currentBalance: string;
  currentRate: string;
  yearsRemaining: string;
  closingCosts: string;
  newTermYears: '30' | '15';
  useMinMonthlySaving: boolean;
  minMonthlySaving: string;
  useMaxBreakEvenMonths: boolean;
  maxBreakEvenMonths: string;
}

export interface PaymentFormValues {
  homePrice: string;
  downPayment: string;
  termYears: '30' | '15';
  propertyTaxYearly: string;
  homeInsuranceYearly: string;
  hoaMonthly: string;
  pmiMonthly: string;
  targetMonthlyPayment: string;
}

/**
 * What an alert form holds, as typed text (the API's schema parses it). Every kind's fields are kept,
 * so switching the kind back and forth in the create form loses nothing.
 */
export interface AlertFormValues {
  kind: AlertKind;
  /** The catalogued series it watches; rateType is that series' term. */
  series: string;
  rateType: RateType;
  /** Rate alerts: the target and which way. */
  threshold: string;
  direction: AlertDirection;
  /** Hysteresis for every kind but rate move. */
  rearmMargin: string;
  refinance: RefinanceFormValues;
  payment: PaymentFormValues;
  move: string;
}

const refinanceDefaults = CALCULATOR_DEFAULTS.refinance;
const paymentDefaults = CALCULATOR_DEFAULTS.payment;

/** Prefilled from the refinance and payment calculators' defaults (spec §9), like the calculators. */
export const NEW_ALERT_VALUES: AlertFormValues = {
  kind: 'rate',
  series: CONFORMING_SERIES['30y'],
  rateType: '30y',
  threshold: '',
  direction: 'below',
  rearmMargin: DEFAULT_REARM_MARGIN.toFixed(3),
  refinance: {
    currentBalance: refinanceDefaults.currentBalance,
    currentRate: refinanceDefaults.currentRate,
    yearsRemaining: refinanceDefaults.yearsRemaining,
    closingCosts: refinanceDefaults.closingCosts,
    newTermYears: refinanceDefaults.newTerm === '15' ? '15' : '30',
    useMinMonthlySaving: true,
    minMonthlySaving: '150',
    useMaxBreakEvenMonths: false,
    maxBreakEvenMonths: '30',
  },
  payment: {
    homePrice: paymentDefaults.homePrice,
    downPayment: paymentDefaults.downPayment,
    termYears: paymentDefaults.loanTerm === '15' ? '15' : '30',
    propertyTaxYearly: paymentDefaults.propertyTax,
    homeInsuranceYearly: paymentDefaults.homeInsurance,
    hoaMonthly: paymentDefaults.hoaFees,
    pmiMonthly: paymentDefaults.pmi,
    targetMonthlyPayment: '',
  },
  move: DEFAULT_RATE_MOVE.toFixed(2),
};

/** The saved amounts `fields` of `inputs` as the form's text fields hold them. */
function amountsAsText<Inputs extends Record<Field, number>, Field extends keyof Inputs & string>(
  inputs: Inputs,
  fields: readonly Field[],
): Record<Field, string> {
  return Object.fromEntries(fields.map((field) => [field, String(inputs[field])])) as Record<Field, string>;
}

function termText(years: number): '30' | '15' {
  return years === 15 ? '15' : '30';
}

/** A money alert watches the fixed-rate series of its loan's term. */
export function termRateType(term: '30' | '15'): RateType {
  return term === '15' ? '15y' : '30y';
}

/**
 * The values with the series of the same loan program at the loan's term (a money alert's term
 * decides it; FRED publishes the other programs at 30 years only, so they keep their 30-year series).
 */
export function withTerm(values: AlertFormValues, term: '30' | '15'): AlertFormValues {
  const program = rateSeriesById(values.series)?.program ?? 'conforming';
  const series = seriesForLoan({ program, term: termRateType(term) });
  return { ...values, series: series.id, rateType: series.term };
}

/** The values watching `seriesId` (and its term). */
export function withSeries(values: AlertFormValues, seriesId: string): AlertFormValues {
  return { ...values, series: seriesId, rateType: rateSeriesById(seriesId)?.term ?? values.rateType };
}

/** An alert's values in the edit form: rates with their three decimals, amounts as stored. */
export function alertFormValuesOf(alert: AccountAlert): AlertFormValues {
  const values: AlertFormValues = {
    ...NEW_ALERT_VALUES,
    kind: alert.kind,
    series: alert.series,
    rateType: alert.rateType,
    threshold: alert.kind === 'rate' ? alert.threshold.toFixed(3) : '',
    direction: alert.direction,
    rearmMargin: (alert.rearmMargin ?? DEFAULT_REARM_MARGIN).toFixed(3),
  };
  const inputs = alert.inputs;
  if (inputs?.kind === 'refinance') {
    const refinance = inputs.refinance;
    values.refinance = {
      ...amountsAsText(refinance, ['currentBalance', 'currentRate', 'yearsRemaining', 'closingCosts']),
      newTermYears: termText(refinance.newTermYears),
      useMinMonthlySaving: refinance.minMonthlySaving !== null,
      minMonthlySaving: String(refinance.minMonthlySaving ?? NEW_ALERT_VALUES.refinance.minMonthlySaving),
      useMaxBreakEvenMonths: refinance.maxBreakEvenMonths !== null,
      maxBreakEvenMonths: String(
        refinance.maxBreakEvenMonths ?? NEW_ALERT_VALUES.refinance.maxBreakEvenMonths,
      ),
    };
  }
  if (inputs?.kind === 'payment') {
    const payment = inputs.payment;
    values.payment = {
      ...amountsAsText(payment, [
        'homePrice',
        'downPayment',
        'propertyTaxYearly',
        'homeInsuranceYearly',
        'hoaMonthly',
        'pmiMonthly',
        'targetMonthlyPayment',
      ]),
      termYears: termText(payment.termYears),
    };
  }
  if (inputs?.kind === 'rate_move') values.move = String(inputs.rateMove.move);
  return values;
}

/** The refinance inputs as the API takes them: an unticked rule is null. */
export function refinanceInputsOf(refinance: RefinanceFormValues) {
  return {
    currentBalance: refinance.currentBalance,
    currentRate: refinance.currentRate,
    yearsRemaining: refinance.yearsRemaining,
    closingCosts: refinance.closingCosts,
    newTermYears: refinance.newTermYears,
    minMonthlySaving: refinance.useMinMonthlySaving ? refinance.minMonthlySaving : null,
    maxBreakEvenMonths: refinance.useMaxBreakEvenMonths ? refinance.maxBreakEvenMonths : null,
  };
}

/** The payment inputs as the API takes them (blank optional costs count as none). */
export function paymentInputsOf(payment: PaymentFormValues) {
  const orZero = (text: string) => (text.trim() === '' ? '0' : text);
  return {
    homePrice: payment.homePrice,
    downPayment: payment.downPayment,
    termYears: payment.termYears,
    propertyTaxYearly: orZero(payment.propertyTaxYearly),
    homeInsuranceYearly: orZero(payment.homeInsuranceYearly),
    hoaMonthly: orZero(payment.hoaMonthly),
    pmiMonthly: orZero(payment.pmiMonthly),
    targetMonthlyPayment: payment.targetMonthlyPayment,
  };
}

/**
 * The POST body the form's values stand for, still as text: accountAlertCreateSchema checks and
 * parses it, so the form shows exactly the messages the API would answer.
 */
export function alertRequestOf(values: AlertFormValues): Record<string, unknown> {
  const rearm = values.rearmMargin.trim() === '' ? {} : { rearmMargin: values.rearmMargin };
  switch (values.kind) {
    case 'rate':
      return {
        kind: 'rate',
        series: values.series,
        threshold: values.threshold,
        direction: values.direction,
        ...rearm,
      };
    case 'refinance':
      return {
        kind: 'refinance',
        series: values.series,
        inputs: refinanceInputsOf(values.refinance),
        ...rearm,
      };
    case 'payment':
      return {
        kind: 'payment',
        series: values.series,
        inputs: paymentInputsOf(values.payment),
        ...rearm,
      };
    case 'rate_move':
      return { kind: 'rate_move', series: values.series, inputs: { move: values.move } };
  }
}
