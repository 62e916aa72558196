import { accountAlertCreateSchema } from '@mrn/sdk/schemas/app-alerts';
import { describe, expect, it } from 'vitest';
import { accountAlert, REFINANCE_INPUTS } from '../../test/support/account-alert.ts';
import { changedAlertFields } from './alert-changes.ts';
import { alertFormValuesOf, alertRequestOf } from './alert-form-values.ts';
import { fieldMessagesFrom } from './field-messages.ts';
import { withAlerts, withCreated } from './use-account-alerts.ts';

const alert = accountAlert;

describe('changedAlertFields', () => {
  it('sends only what changed', () => {
    const rate = { kind: 'rate', rateType: '30y', threshold: 5.75, direction: 'below' } as const;
    expect(changedAlertFields(alert(), rate)).toBeNull();
    expect(changedAlertFields(alert(), { ...rate, series: 'OBMMIC15YF', direction: 'above' })).toEqual({
      kind: 'rate',
      series: 'OBMMIC15YF',
      direction: 'above',
    });
    expect(changedAlertFields(alert(), { ...rate, threshold: 5.5, rearmMargin: 0.25 })).toEqual({
      kind: 'rate',
      threshold: 5.5,
      rearmMargin: 0.25,
    });
  });

  it('round-trips an alert through the edit form unchanged', () => {
    const values = alertFormValuesOf(alert({ threshold: 6.125 }));
    expect(values.threshold).toBe('6.125');
    const parsed = accountAlertCreateSchema.parse(alertRequestOf(values));
    expect(changedAlertFields(alert({ threshold: 6.125 }), parsed)).toBeNull();
  });

  it('round-trips a refinance alert, and sends its inputs whole when one changed', () => {
    const refinance = alert({
      kind: 'refinance',
      threshold: 6.125,
      inputs: { kind: 'refinance', refinance: REFINANCE_INPUTS },
    });
    const values = alertFormValuesOf(refinance);
    expect(values.refinance).toMatchObject({ currentBalance: '250000', useMaxBreakEvenMonths: false });
    expect(changedAlertFields(refinance, accountAlertCreateSchema.parse(alertRequestOf(values)))).toBeNull();

    const edited = { ...values, refinance: { ...values.refinance, closingCosts: '6000' } };
    expect(changedAlertFields(refinance, accountAlertCreateSchema.parse(alertRequestOf(edited)))).toEqual({
      kind: 'refinance',
      inputs: { ...REFINANCE_INPUTS, closingCosts: 6000 },
    });
  });

  it('round-trips payment and rate-move alerts', () => {
    const payment = alert({
      kind: 'payment',
      threshold: 5.9,
      inputs: {
        kind: 'payment',
        payment: {
          homePrice: 400_000,
          downPayment: 80_000,
          termYears: 15,
          propertyTaxYearly: 4_800,
          homeInsuranceYearly: 1_200,
          hoaMonthly: 0,
          pmiMonthly: 0,
          targetMonthlyPayment: 3_200,
        },
      },
    });
    const paymentValues = alertFormValuesOf(payment);
    expect(paymentValues.payment.termYears).toBe('15');
    expect(
      changedAlertFields(payment, accountAlertCreateSchema.parse(alertRequestOf(paymentValues))),
    ).toBeNull();

    const move = alert({
      kind: 'rate_move',
      threshold: 6.25,
      upperThreshold: 6.75,
      rearmMargin: null,
      inputs: { kind: 'rate_move', rateMove: { move: 0.25, baseRate: 6.5 } },
    });
    const moveValues = alertFormValuesOf(move);
    expect(alertRequestOf(moveValues)).toEqual({
      kind: 'rate_move',
      series: 'OBMMIC30YF',
      inputs: { move: '0.25' },
    });
    expect(changedAlertFields(move, accountAlertCreateSchema.parse(alertRequestOf(moveValues)))).toBeNull();
    const bigger = accountAlertCreateSchema.parse(alertRequestOf({ ...moveValues, move: '0.5' }));
    expect(changedAlertFields(move, bigger)).toEqual({ kind: 'rate_move', inputs: { move: 0.5 } });
  });
});

describe('alert list updates', () => {
  const list = { alerts: [alert()], plan: 'free' as const, activeLimit: 3, activeCount: 1 };

  it('puts a new alert first and counts active ones', () => {
    const next = withAlerts(list, withCreated(list.alerts, alert({ id: 'a2', status: 'active' })));
    expect(next.alerts.map((item) => item.id)).toEqual(['a2', 'a1']);
    expect(next.activeCount).toBe(2);
    expect(next.activeLimit).toBe(3);
  });

  it('replaces an alert the API gave back again instead of listing it twice', () => {
    const next = withCreated([alert({ status: 'paused' })], alert({ status: 'active' }));
    expect(next).toHaveLength(1);
    expect(next[0].status).toBe('active');
  });
});

describe('fieldMessagesFrom', () => {
  it("gives the schema's own message per field (what the server's 422 would say)", () => {
    const result = accountAlertCreateSchema.safeParse({
      rateType: '20y',
      threshold: '25',
      direction: 'below',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldMessagesFrom(result.error)).toEqual({
      rateType: 'Choose the 30-year (30y) or 15-year (15y) fixed rate.',
      threshold: 'Enter a rate between 0.5% and 20%, e.g. 5.75.',
    });
  });
});
