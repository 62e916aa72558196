import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alertStanding, rearmRate, type StandingAlert, standingDollarsAt } from './alert-standing';
import { paymentAt } from './payment-alert';
import { rateOfStep } from './rate-threshold-search';
import { refinanceOutcomeAt, refinanceThresholdRate } from './refinance-alert';

const rateAlert: StandingAlert = {
  kind: 'rate',
  rateType: '30y',
  threshold: 6.125,
  upperThreshold: null,
  direction: 'below',
  armed: true,
  rearmMargin: 0.125,
  inputs: null,
};

const refinance = {
  currentBalance: 300_000,
  currentRate: 7.5,
  yearsRemaining: 28,
  closingCosts: 4_000,
  newTermYears: 30,
  minMonthlySaving: 150,
  maxBreakEvenMonths: 30,
};

const refinanceAlert: StandingAlert = {
  ...rateAlert,
  kind: 'refinance',
  threshold: refinanceThresholdRate(refinance) ?? 0,
  inputs: { kind: 'refinance', refinance },
};

const payment = {
  homePrice: 400_000,
  downPayment: 80_000,
  termYears: 30,
  propertyTaxYearly: 4_800,
  homeInsuranceYearly: 1_200,
  hoaMonthly: 150,
  pmiMonthly: 0,
  targetMonthlyPayment: 2_500,
};

const paymentAlert: StandingAlert = {
  ...rateAlert,
  kind: 'payment',
  threshold: 5.5,
  inputs: { kind: 'payment', payment },
};

const rateMoveAlert: StandingAlert = {
  ...rateAlert,
  kind: 'rate_move',
  threshold: 6.25,
  upperThreshold: 6.75,
  rearmMargin: null,
  inputs: { kind: 'rate_move', rateMove: { move: 0.25, baseRate: 6.5 } },
};

describe('alertStanding: plain rate alerts', () => {
  it('counts the points still to fall, exactly, and says so', () => {
    const standing = alertStanding(rateAlert, 6.5);
    expect(standing.pointsToGo).toBe(-0.375);
    expect(standing.met).toBe(false);
    expect(standing.dollars).toBeNull();
    expect(standing.summary).toBe('The 30-year fixed rate is 6.50%, 0.375 points above your 6.125% target.');
  });

  it('is met at the threshold and beyond', () => {
    expect(alertStanding(rateAlert, 6.125)).toMatchObject({ pointsToGo: 0, met: true });
    expect(alertStanding(rateAlert, 5.9).summary).toBe(
      'The 30-year fixed rate is 5.90%, at or below your 6.125% target.',
    );
  });

  it('counts points to rise for an "above" alert', () => {
    const above = { ...rateAlert, rateType: '15y' as const, direction: 'above' as const, threshold: 7 };
    expect(alertStanding(above, 6.8)).toMatchObject({ pointsToGo: 0.2, met: false });
    expect(alertStanding(above, 6.8).summary).toBe(
      'The 15-year fixed rate is 6.80%, 0.20 points below your 7.000% target.',
    );
  });

  it('has no distance while disarmed, and says where it re-arms', () => {
    const fired = { ...rateAlert, armed: false };
    const standing = alertStanding(fired, 6.0);
    expect(standing.pointsToGo).toBeNull();
    expect(standing.rearmsAt).toBe(6.25);
    expect(standing.summary).toBe('Fired; it re-arms when the 30-year fixed rate is back above 6.250%.');
    expect(alertStanding({ ...fired, rearmAt: 6.3 }, 6.0).rearmsAt).toBe(6.3);
    expect(rearmRate({ threshold: 7, direction: 'above', rearmMargin: 0.125 })).toBe(6.875);
  });

  it('waits for today’s rate when it is unknown', () => {
    expect(alertStanding(rateAlert, null)).toMatchObject({ pointsToGo: null, met: false });
  });

  it('points to go is never positive for a "below" alert, and zero exactly when met (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 500, max: 20_000 }), fc.integer({ min: 500, max: 20_000 }), (t, r) => {
        const standing = alertStanding({ ...rateAlert, threshold: rateOfStep(t) }, rateOfStep(r));
        expect(standing.pointsToGo).toBe(r <= t ? 0 : rateOfStep(t - r));
        expect(standing.met).toBe(r <= t);
      }),
    );
  });
});

describe('alertStanding: refinance alerts', () => {
  it('gives the monthly saving at today’s rate as the refinance calculator does, and the rule’s need', () => {
    const standing = alertStanding(refinanceAlert, 7.0);
    const outcome = refinanceOutcomeAt(refinance, 7.0);
    expect(standing.dollars).toMatchObject({ kind: 'monthlySaving', today: outcome?.monthlySaving });
    // $4,000 paid back within 30 months needs $133.33 a month; the saving rule asks $150.
    expect(standing.dollars?.target).toBe(150);
    expect(standing.met).toBe(false);
    expect(standing.pointsToGo).toBeLessThan(0);
    expect(standing.summary).toMatch(
      /^At today's 7\.00%, refinancing would save \$\d+\.\d\d a month; your rule needs \$150\.00 \(\$\d+\.\d\d more\)\. It fires at \d\.\d{3}% or lower, 0\.\d+ points away\.$/,
    );
  });

  it('is met at the derived threshold: the saving there meets the rule', () => {
    const standing = alertStanding(refinanceAlert, refinanceAlert.threshold);
    expect(standing.met).toBe(true);
    expect(standing.dollars?.shortfall).toBe(0);
    expect(standing.summary).toMatch(/which meets your rule\.$/);
  });

  it('uses closing costs over the months when only break-even is asked', () => {
    const breakEvenOnly = { ...refinance, minMonthlySaving: null, maxBreakEvenMonths: 20 };
    const dollars = standingDollarsAt({ inputs: { kind: 'refinance', refinance: breakEvenOnly } }, 7);
    expect(dollars?.target).toBe(200);
  });

  it('says when no rate meets the rule (threshold 0)', () => {
    const standing = alertStanding({ ...refinanceAlert, threshold: 0 }, 6.5);
    expect(standing.pointsToGo).toBeNull();
    expect(standing.summary).toMatch(/^No rate meets this rule/);
  });

  it('says when refinancing would raise the payment', () => {
    expect(alertStanding(refinanceAlert, 9).summary).toMatch(/refinancing would raise your payment by \$/);
  });
});

describe('alertStanding: payment alerts', () => {
  it('gives the total payment at today’s rate as the payment calculator does', () => {
    const standing = alertStanding(paymentAlert, 6.5);
    const today = paymentAt(payment, 6.5)?.totalPayment ?? Number.NaN;
    expect(standing.dollars).toMatchObject({ kind: 'payment', today, target: 2500 });
    expect(standing.dollars?.shortfall).toBeCloseTo(today - 2500, 9);
    expect(standing.pointsToGo).toBe(-1);
    expect(standing.summary).toMatch(
      /^At today's 6\.50%, the monthly payment would be \$[\d,]+\.\d\d, \$[\d,]+\.\d\d above your \$2,500\.00 target\. It fires at 5\.500% or lower, 1\.00 points away\.$/,
    );
  });
});

describe('alertStanding: rate-move alerts', () => {
  it('measures to the nearer edge, either way, with no dollars', () => {
    expect(alertStanding(rateMoveAlert, 6.4)).toMatchObject({ pointsToGo: -0.15, met: false, dollars: null });
    expect(alertStanding(rateMoveAlert, 6.7).pointsToGo).toBe(0.05);
    expect(alertStanding(rateMoveAlert, 6.4).summary).toBe(
      'The 30-year fixed rate is 6.40%; this alert fires at 6.250% or below, or 6.750% or above (0.15 points away).',
    );
  });

  it('is met outside the band', () => {
    expect(alertStanding(rateMoveAlert, 6.8)).toMatchObject({ pointsToGo: 0, met: true });
    expect(alertStanding(rateMoveAlert, 6.25)).toMatchObject({ pointsToGo: 0, met: true });
  });
});
