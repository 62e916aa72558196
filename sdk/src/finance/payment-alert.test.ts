import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentAlertInputsSchema } from '../schemas/alert-kinds';
import { formatPayment } from './currency-format';
import { calculatePayment } from './payment';
import { type PaymentAlertInputs, paymentAt, paymentTargetMet, paymentThresholdRate } from './payment-alert';
import { rateOfStep, stepOfRate } from './rate-threshold-search';
import { roundToCents } from './round-to-cents';

/** $400,000 home, $80,000 down, 30 years; $4,800 tax and $1,200 insurance a year are $500 a month. */
const example: PaymentAlertInputs = {
  homePrice: 400_000,
  downPayment: 80_000,
  termYears: 30,
  propertyTaxYearly: 4_800,
  homeInsuranceYearly: 1_200,
  hoaMonthly: 0,
  pmiMonthly: 0,
  targetMonthlyPayment: 2_500,
};

/** The payment calculator as a person fills it in: the alert's numbers typed into its fields. */
function calculatorAt(inputs: PaymentAlertInputs, rate: number) {
  const result = calculatePayment({
    homePrice: String(inputs.homePrice),
    downPayment: String(inputs.downPayment),
    interestRate: String(rate),
    loanTerm: String(inputs.termYears),
    propertyTax: String(inputs.propertyTaxYearly),
    homeInsurance: String(inputs.homeInsuranceYearly),
    pmi: String(inputs.pmiMonthly),
    hoaFees: String(inputs.hoaMonthly),
  });
  if (result === null) throw new Error('the calculator refused the inputs');
  return result;
}

/** The total payment as the calculator shows it ("$2,499.94"), read back as dollars. */
function shownTotal(inputs: PaymentAlertInputs, rate: number): number {
  return Number(formatPayment(calculatorAt(inputs, rate).totalPayment).replace(/[$,]/g, ''));
}

const centsOf = (low: number, high: number) =>
  fc.integer({ min: low * 100, max: high * 100 }).map((c) => c / 100);

/** Homes from $50,000 to $5M, 0-50 % down, usual terms and costs, and a target around what they cost. */
const realisticAlert: fc.Arbitrary<PaymentAlertInputs> = fc
  .record({
    homePrice: centsOf(50_000, 5_000_000),
    downShare: fc.integer({ min: 0, max: 50 }),
    termYears: fc.constantFrom(10, 15, 20, 30),
    propertyTaxYearly: centsOf(0, 60_000),
    homeInsuranceYearly: centsOf(0, 15_000),
    hoaMonthly: fc.oneof(fc.constant(0), centsOf(50, 1_500)),
    pmiMonthly: fc.oneof(fc.constant(0), centsOf(30, 600)),
    targetPerThousand: fc.integer({ min: 1, max: 15 }),
  })
  .map(({ downShare, targetPerThousand, ...home }) => ({
    ...home,
    downPayment: roundToCents((home.homePrice * downShare) / 100),
    // $1 to $15 a month per $1,000 of price: from out of reach to affordable at any rate.
    targetMonthlyPayment: roundToCents((home.homePrice / 1_000) * targetPerThousand),
  }));

describe('paymentThresholdRate worked examples', () => {
  it('$2,500 a month in all: the $320,000 loan may cost $2,000, which it does at 6.392 %', () => {
    expect(paymentThresholdRate(example)).toBe(6.392);
    const at = paymentAt(example, 6.392);
    expect(roundToCents(at?.principalAndInterest ?? 0)).toBe(1_999.94);
    expect(roundToCents(at?.totalPayment ?? 0)).toBe(2_499.94);
    expect(roundToCents(paymentAt(example, 6.393)?.totalPayment ?? 0)).toBe(2_500.15);
  });

  it('a 15-year loan needs a lower rate: $2,700 in all ($2,200 P&I) is reached at 2.935 %', () => {
    const alert = { ...example, termYears: 15, targetMonthlyPayment: 2_700 };
    expect(paymentThresholdRate(alert)).toBe(2.935);
    expect(roundToCents(paymentAt(alert, 2.935)?.totalPayment ?? 0)).toBe(2_699.87);
    expect(roundToCents(paymentAt(alert, 2.936)?.totalPayment ?? 0)).toBeGreaterThan(2_700);
  });

  it('is null when tax, insurance and fees alone exceed the target', () => {
    // $500 of tax and insurance plus $2,100 HOA is $2,600 before any loan payment.
    expect(paymentThresholdRate({ ...example, hoaMonthly: 2_100 })).toBeNull();
    // $320,000 over 30 years is at least $888.89 a month even at (almost) 0 %.
    expect(paymentThresholdRate({ ...example, targetMonthlyPayment: 1_388 })).toBeNull();
  });

  it('clamps to 30 % when the target is met at every rate (a home bought outright)', () => {
    expect(paymentThresholdRate({ ...example, downPayment: 400_000 })).toBe(30);
  });

  it('a target equal to a displayed payment is met at that rate ("falls to $X" includes $X)', () => {
    const target = roundToCents(paymentAt(example, 6)?.totalPayment ?? 0);
    expect(paymentThresholdRate({ ...example, targetMonthlyPayment: target })).toBe(6);
  });

  it('is null for a home the calculator refuses', () => {
    expect(paymentAt({ ...example, homePrice: 0 }, 6)).toBeNull();
    expect(paymentThresholdRate({ ...example, homePrice: 0 })).toBeNull();
    expect(paymentThresholdRate({ ...example, termYears: 0.5 })).toBeNull();
  });
});

describe('payment alert inputs from the request schema', () => {
  it('a validated alert body is what the solver takes (the typecheck asserts the shapes match)', () => {
    const body = paymentAlertInputsSchema.parse({
      homePrice: '400,000',
      downPayment: 80_000,
      propertyTaxYearly: '4800',
      homeInsuranceYearly: 1_200,
      targetMonthlyPayment: '$2,500',
    });
    const inputs: PaymentAlertInputs = body;
    expect(paymentThresholdRate(inputs)).toBe(6.392);
  });
});

describe('paymentThresholdRate properties', () => {
  it('is the boundary: the target is met at the threshold and 0.001 below, not 0.001 above', () => {
    fc.assert(
      fc.property(realisticAlert, (alert) => {
        const threshold = paymentThresholdRate(alert);
        if (threshold === null) {
          expect(paymentTargetMet(alert, 0.001)).toBe(false);
          expect(shownTotal(alert, 0.001)).toBeGreaterThan(alert.targetMonthlyPayment);
          return;
        }
        expect(threshold).toBeGreaterThanOrEqual(0.001);
        expect(threshold).toBeLessThanOrEqual(30);
        const step = stepOfRate(threshold);
        expect(paymentTargetMet(alert, threshold)).toBe(true);
        expect(shownTotal(alert, threshold)).toBeLessThanOrEqual(alert.targetMonthlyPayment);
        if (step > 1) expect(paymentTargetMet(alert, rateOfStep(step - 1))).toBe(true);
        if (step < 30_000) {
          expect(paymentTargetMet(alert, rateOfStep(step + 1))).toBe(false);
          expect(shownTotal(alert, rateOfStep(step + 1))).toBeGreaterThan(alert.targetMonthlyPayment);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('the target is met at every rate below the threshold and none above', () => {
    fc.assert(
      fc.property(realisticAlert, fc.integer({ min: 1, max: 30_000 }), (alert, step) => {
        const threshold = paymentThresholdRate(alert);
        expect(paymentTargetMet(alert, rateOfStep(step))).toBe(
          threshold !== null && step <= stepOfRate(threshold),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('shows the figures of the payment calculator, to the cent and beyond', () => {
    fc.assert(
      fc.property(realisticAlert, fc.integer({ min: 1, max: 30_000 }), (alert, step) => {
        const rate = rateOfStep(step);
        const calculator = calculatorAt(alert, rate);
        expect(paymentAt(alert, rate)).toEqual({
          principalAndInterest: calculator.principalAndInterest,
          totalPayment: calculator.totalPayment,
        });
      }),
      { numRuns: 500 },
    );
  });
});
