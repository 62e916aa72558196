import { describe, expect, it } from 'vitest';
import { vaFundingFeePercent } from './va-funding-fee';

describe('VA funding fee by down payment', () => {
  it('first use: 2.15% under 5% down, 1.5% from 5%, 1.25% from 10%', () => {
    expect(vaFundingFeePercent('va', 0, 400_000)).toBe(2.15);
    expect(vaFundingFeePercent('va', 19_999, 400_000)).toBe(2.15);
    expect(vaFundingFeePercent('va', 20_000, 400_000)).toBe(1.5);
    expect(vaFundingFeePercent('va', 39_999, 400_000)).toBe(1.5);
    expect(vaFundingFeePercent('va', 40_000, 400_000)).toBe(1.25);
  });

  it('later use: 3.3% under 5% down, then as first use; exempt and other loans pay none', () => {
    expect(vaFundingFeePercent('va-subsequent', 0, 400_000)).toBe(3.3);
    expect(vaFundingFeePercent('va-subsequent', 20_000, 400_000)).toBe(1.5);
    expect(vaFundingFeePercent('va-subsequent', 80_000, 400_000)).toBe(1.25);
    expect(vaFundingFeePercent('va-exempt', 0, 400_000)).toBe(0);
    expect(vaFundingFeePercent('fha', 0, 400_000)).toBe(0);
    expect(vaFundingFeePercent('conventional', 0, 400_000)).toBe(0);
  });
});
