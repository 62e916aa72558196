import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refinanceAlertInputsSchema } from '../schemas/alert-kinds';
import { amortisedLoan } from './amortised-loan';
import { formatPayment } from './currency-format';
import { rateOfStep, stepOfRate } from './rate-threshold-search';
import { calculateRefinance } from './refinance';
import {
  breakEvenMonthNumber,
  type RefinanceAlertInputs,
  refinanceOutcomeAt,
  refinanceRuleHolds,
  refinanceThresholdRate,
} from './refinance-alert';
import { roundToCents } from './round-to-cents';

/** $300,000 at 7.5 % with 28 years left: 2,138.60 a month. $4,000 closing costs, a new 30-year loan. */
const example: RefinanceAlertInputs = {
  currentBalance: 300_000,
  currentRate: 7.5,
  yearsRemaining: 28,
  closingCosts: 4_000,
  newTermYears: 30,
  minMonthlySaving: null,
  maxBreakEvenMonths: null,
};

/** The refinance calculator as a person fills it in: the alert's numbers typed into its fields. */
function calculatorAt(inputs: RefinanceAlertInputs, newRate: number) {
  const result = calculateRefinance({
    currentBalance: String(inputs.currentBalance),
    currentRate: String(inputs.currentRate),
    yearsRemaining: String(inputs.yearsRemaining),
    currentPayment: '',
    newRate: String(newRate),
    newTerm: String(inputs.newTermYears),
    closingCosts: String(inputs.closingCosts),
    cashOut: '',
    analysisYears: '',
  });
  if (result === null) throw new Error('the calculator refused the inputs');
  return result;
}

/** A payment as the calculator shows it ("$1,988.46"), read back as dollars. */
function shown(dollars: number): number {
  return Number(formatPayment(dollars).replace(/[$,]/g, ''));
}

/** The rule judged on what the calculator shows: the saving as displayed, break-even in whole months. */
function calculatorSaysRuleHolds(inputs: RefinanceAlertInputs, newRate: number): boolean {
  const result = calculatorAt(inputs, newRate);
  const savingOk =
    inputs.minMonthlySaving === null || shown(result.monthlySavings) >= inputs.minMonthlySaving;
  const breakEvenOk =
    inputs.maxBreakEvenMonths === null ||
    (result.breakEvenMonths !== null && Math.ceil(result.breakEvenMonths) <= inputs.maxBreakEvenMonths);
  return savingOk && breakEvenOk;
}

const centsOf = (low: number, high: number) =>
  fc.integer({ min: low * 100, max: high * 100 }).map((c) => c / 100);

/** Loans people refinance: balances to $2M, rates 2-12 %, 1-40 years left in whole months, common new terms. */
const realisticAlert: fc.Arbitrary<RefinanceAlertInputs> = fc
  .record({
    currentBalance: centsOf(10_000, 2_000_000),
    currentRate: fc.integer({ min: 2_000, max: 12_000 }).map(rateOfStep),
    yearsRemaining: fc.integer({ min: 12, max: 480 }).map((months) => months / 12),
    closingCosts: fc.oneof(fc.constant(0), centsOf(500, 30_000)),
    newTermYears: fc.constantFrom(10, 15, 20, 25, 30, 40),
    minMonthlySaving: fc.option(centsOf(1, 2_000), { nil: null }),
    maxBreakEvenMonths: fc.option(fc.integer({ min: 1, max: 120 }), { nil: null }),
  })
  .filter((alert) => alert.minMonthlySaving !== null || alert.maxBreakEvenMonths !== null);

describe('refinanceThresholdRate worked examples', () => {
  it('saving at least $150 a month: 6.963 %', () => {
    const alert = { ...example, minMonthlySaving: 150 };
    expect(refinanceThresholdRate(alert)).toBe(6.963);
    // 6.963 %: 300,000 over 30 years pays 1,988.46, saving 2,138.60 - 1,988.46 = 150.14.
    const at = refinanceOutcomeAt(alert, 6.963);
    expect(roundToCents(at?.currentPayment ?? 0)).toBe(2_138.6);
    expect(roundToCents(at?.newPayment ?? 0)).toBe(1_988.46);
    expect(roundToCents(at?.monthlySaving ?? 0)).toBe(150.14);
    // 6.964 %: 1,988.66, saving 149.94: short of $150.
    expect(roundToCents(refinanceOutcomeAt(alert, 6.964)?.monthlySaving ?? 0)).toBe(149.94);
  });

  it('break-even within 30 months: 7.046 %', () => {
    const alert = { ...example, maxBreakEvenMonths: 30 };
    expect(refinanceThresholdRate(alert)).toBe(7.046);
    // The saving must be at least 4,000 / 30 = 133.33: at 7.046 % it is 133.42 (break-even 29.98 months),
    // at 7.047 % 133.22 (30.03 months, so month 31).
    const at = refinanceOutcomeAt(alert, 7.046);
    expect(roundToCents(at?.monthlySaving ?? 0)).toBe(133.42);
    expect(breakEvenMonthNumber(at?.breakEvenMonths ?? 0)).toBe(30);
    expect(breakEvenMonthNumber(refinanceOutcomeAt(alert, 7.047)?.breakEvenMonths ?? 0)).toBe(31);
    // The longer new term costs more interest overall even though the payment is lower.
    expect(at?.interestDifference).toBeLessThan(0);
  });

  it('both rules: the stricter one (here the saving) sets the threshold', () => {
    expect(refinanceThresholdRate({ ...example, minMonthlySaving: 150, maxBreakEvenMonths: 30 })).toBe(6.963);
    expect(refinanceThresholdRate({ ...example, minMonthlySaving: 100, maxBreakEvenMonths: 30 })).toBe(7.046);
  });

  it('a 15-year new loan needs a far lower rate for the same saving: 2.416 %', () => {
    const alert = { ...example, newTermYears: 15, minMonthlySaving: 150 };
    expect(refinanceThresholdRate(alert)).toBe(2.416);
    expect(roundToCents(refinanceOutcomeAt(alert, 2.416)?.newPayment ?? 0)).toBe(1_988.53);
  });

  it('with no closing costs and the same term, break-even only needs a lower payment: 7.499 %', () => {
    // At 7.5 % the new payment equals the old one, so there is no saving and no break-even.
    expect(
      refinanceThresholdRate({ ...example, closingCosts: 0, newTermYears: 28, maxBreakEvenMonths: 1 }),
    ).toBe(7.499);
  });

  it('is null when no rate pays back the closing costs in time', () => {
    // Paying back $4,000 in one month needs a $4,000 saving, more than the whole 2,138.60 payment.
    expect(refinanceThresholdRate({ ...example, maxBreakEvenMonths: 1 })).toBeNull();
    expect(refinanceThresholdRate({ ...example, minMonthlySaving: 2_200 })).toBeNull();
  });

  it('clamps to 30 % when the rule holds at every rate up to the bound', () => {
    // A year left at 30 % pays about a tenth of the balance monthly; 50 years at 30 % about a fortieth.
    const alert = {
      ...example,
      currentRate: 30,
      yearsRemaining: 1,
      closingCosts: 0,
      newTermYears: 50,
      minMonthlySaving: 100,
    };
    expect(refinanceThresholdRate(alert)).toBe(30);
  });

  it('is null without a rule, and for a loan the calculator refuses', () => {
    expect(refinanceThresholdRate(example)).toBeNull();
    expect(refinanceRuleHolds(example, 1)).toBe(false);
    // Under a year left is outside the calculator's 1-50 year range.
    const nearlyPaid = { ...example, yearsRemaining: 0.5, minMonthlySaving: 1 };
    expect(refinanceOutcomeAt(nearlyPaid, 5)).toBeNull();
    expect(refinanceThresholdRate(nearlyPaid)).toBeNull();
    expect(refinanceThresholdRate({ ...example, currentBalance: 0, minMonthlySaving: 1 })).toBeNull();
  });

  it('a saving shown as exactly the minimum counts: the threshold of the displayed saving is that rate', () => {
    const saving = roundToCents(refinanceOutcomeAt(example, 6.5)?.monthlySaving ?? 0);
    const threshold = refinanceThresholdRate({ ...example, minMonthlySaving: saving }) ?? 0;
    expect(threshold).toBeGreaterThanOrEqual(6.5);
    expect(roundToCents(refinanceOutcomeAt(example, threshold)?.monthlySaving ?? 0)).toBe(saving);
  });
});

describe('refinance alert inputs from the request schema', () => {
  it('a validated alert body is what the solver takes (the typecheck asserts the shapes match)', () => {
    const body = refinanceAlertInputsSchema.parse({
      currentBalance: '$300,000',
      currentRate: '7.5',
      yearsRemaining: 28,
      closingCosts: '4,000',
      minMonthlySaving: 150,
    });
    const inputs: RefinanceAlertInputs = body;
    expect(refinanceThresholdRate(inputs)).toBe(6.963);
  });
});

describe('refinanceThresholdRate properties', () => {
  it('is the boundary: the rule holds at the threshold and 0.001 below, not 0.001 above', () => {
    fc.assert(
      fc.property(realisticAlert, (alert) => {
        const threshold = refinanceThresholdRate(alert);
        if (threshold === null) {
          expect(refinanceRuleHolds(alert, 0.001)).toBe(false);
          return;
        }
        expect(threshold).toBeGreaterThanOrEqual(0.001);
        expect(threshold).toBeLessThanOrEqual(30);
        const step = stepOfRate(threshold);
        expect(rateOfStep(step)).toBe(threshold);
        expect(refinanceRuleHolds(alert, threshold)).toBe(true);
        expect(calculatorSaysRuleHolds(alert, threshold)).toBe(true);
        if (step > 1) expect(refinanceRuleHolds(alert, rateOfStep(step - 1))).toBe(true);
        if (step < 30_000) {
          expect(refinanceRuleHolds(alert, rateOfStep(step + 1))).toBe(false);
          expect(calculatorSaysRuleHolds(alert, rateOfStep(step + 1))).toBe(false);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('holds at every rate below the threshold and none above (monotone in the rate)', () => {
    fc.assert(
      fc.property(realisticAlert, fc.integer({ min: 1, max: 30_000 }), (alert, step) => {
        const threshold = refinanceThresholdRate(alert);
        const holds = refinanceRuleHolds(alert, rateOfStep(step));
        expect(holds).toBe(threshold !== null && step <= stepOfRate(threshold));
      }),
      { numRuns: 500 },
    );
  });

  it('shows the figures of the refinance calculator, to the cent and beyond', () => {
    fc.assert(
      fc.property(realisticAlert, fc.integer({ min: 1, max: 30_000 }), (alert, step) => {
        const rate = rateOfStep(step);
        const outcome = refinanceOutcomeAt(alert, rate);
        const calculator = calculatorAt(alert, rate);
        expect(outcome).toEqual({
          currentPayment: calculator.currentPayment,
          newPayment: calculator.newPayment,
          monthlySaving: calculator.monthlySavings,
          breakEvenMonths: calculator.breakEvenMonths,
          interestDifference: calculator.interestDifference,
        });
        expect(refinanceRuleHolds(alert, rate)).toBe(calculatorSaysRuleHolds(alert, rate));
      }),
      { numRuns: 500 },
    );
  });

  it('re-derived as the loan amortises, keeps comparing against the same scheduled payment', () => {
    fc.assert(
      fc.property(realisticAlert, fc.integer({ min: 0, max: 120 }), (alert, months) => {
        const later = amortisedLoan(alert.currentBalance, alert.currentRate, alert.yearsRemaining, months);
        fc.pre(later.yearsRemaining >= 1);
        const amortised = { ...alert, currentBalance: later.balance, yearsRemaining: later.yearsRemaining };
        const now = refinanceOutcomeAt(amortised, 5);
        const then = refinanceOutcomeAt(alert, 5);
        expect(now).not.toBeNull();
        expect(Math.abs((now?.currentPayment ?? 0) - (then?.currentPayment ?? 0))).toBeLessThan(1e-6);
      }),
      { numRuns: 300 },
    );
  });
});
