import { type AccountAlert, accountAlertCreateSchema } from '@mrn/sdk/schemas/app-alerts';
import { describe, expect, it } from 'vitest';
import { changedAlertFields } from './alert-changes.ts';
import { alertFormValuesOf } from './alert-form-values.ts';
import { fieldMessagesFrom } from './field-messages.ts';
import { withAlerts, withCreated } from './use-account-alerts.ts';

function alert(overrides: Partial<AccountAlert> = {}): AccountAlert {
  return {
    id: 'a1',
    rateType: '30y',
    threshold: 5.75,
    direction: 'below',
    status: 'active',
    partnerName: null,
    createdAt: '2026-01-01T00:00:00Z',
    lastNotifiedAt: null,
    notifications: [],
    ...overrides,
  };
}

describe('changedAlertFields', () => {
  it('sends only what changed', () => {
    expect(changedAlertFields(alert(), { rateType: '30y', threshold: 5.75, direction: 'below' })).toEqual({});
    expect(changedAlertFields(alert(), { rateType: '15y', threshold: 5.75, direction: 'above' })).toEqual({
      rateType: '15y',
      direction: 'above',
    });
    expect(changedAlertFields(alert(), { rateType: '30y', threshold: 5.5, direction: 'below' })).toEqual({
      threshold: 5.5,
    });
  });

  it('round-trips an alert through the edit form unchanged', () => {
    const values = alertFormValuesOf(alert({ threshold: 6.125 }));
    expect(values.threshold).toBe('6.125');
    const parsed = accountAlertCreateSchema.parse(values);
    expect(changedAlertFields(alert({ threshold: 6.125 }), parsed)).toEqual({});
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
