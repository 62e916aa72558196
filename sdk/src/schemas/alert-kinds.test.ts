import { describe, expect, it } from 'vitest';
import { rearmMarginSchema, refinanceAlertInputsSchema } from './alert-kinds';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('alert input messages', () => {
  it('write their bounds as en-US does, thousands grouped and decimals kept', () => {
    expect(messageOf(rearmMarginSchema.safeParse(5))).toBe(
      `Enter a re-arm margin in points from ${(0.001).toLocaleString('en-US')} to 2.`,
    );
    const balance = refinanceAlertInputsSchema.safeParse({
      currentBalance: 1,
      currentRate: 7,
      yearsRemaining: 25,
      closingCosts: 4000,
      minMonthlySaving: 150,
    });
    expect(messageOf(balance)).toBe(
      `Enter the balance you owe in dollars from ${(1000).toLocaleString('en-US')} to ${(100_000_000).toLocaleString('en-US')}.`,
    );
  });
});
