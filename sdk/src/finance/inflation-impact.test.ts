import { describe, expect, it } from 'vitest';
import { CALCULATOR_DEFAULTS } from './defaults';
import { calculateInflationImpact, inflationSummaryTone } from './inflation-impact';

const defaults = CALCULATOR_DEFAULTS['inflation-impact'];

describe('calculateInflationImpact', () => {
  it('computes the spec defaults', () => {
    const result = calculateInflationImpact(defaults);
    expect(result?.years).toBe(2);
    expect(result?.futurePrice).toBeCloseTo(428_490, 6); // 400000 x 1.035^2
    expect(result?.priceIncrease).toBeCloseTo(28_490, 6);
    expect(result?.currentDownPayment).toBe(80_000);
    expect(result?.futureDownPayment).toBeCloseTo(85_698, 6);
    expect(result?.futureLoanAmount).toBeCloseTo(342_792, 6);
    expect(result?.futureIncome).toBeCloseTo(84_050, 6); // 80000 x 1.025^2
    expect(result?.futureSavings).toBe(98_000); // 50000 + 2000 x 24
    // 7.1225% price growth - 5.0625% income growth
    expect(result?.realPriceIncrease).toBeCloseTo(2.06, 10);
    expect(result?.summaryTone).toBe('significant');
    expect(result?.canAffordNow).toBe(false); // 50000 < 80000
    expect(result?.canAffordLater).toBe(true); // 98000 >= 85698
    expect(result?.currentPriceToIncome).toBe(5);
    expect(result?.purchasingPowerLossPercent).toBeCloseTo((1 - 1 / 1.071225) * 100, 8);
  });

  it('grades the summary by the real price increase', () => {
    expect(inflationSummaryTone(2.01)).toBe('significant');
    expect(inflationSummaryTone(2)).toBe('less affordable');
    expect(inflationSummaryTone(0.1)).toBe('less affordable');
    expect(inflationSummaryTone(0)).toBe('neutral');
    expect(inflationSummaryTone(-3)).toBe('neutral');
  });

  it('is neutral when income outgrows prices', () => {
    const result = calculateInflationImpact({ ...defaults, incomeGrowth: '5' });
    expect(result?.realPriceIncrease).toBeLessThan(0);
    expect(result?.summaryTone).toBe('neutral');
  });

  it('defines the real increase even without an income', () => {
    const result = calculateInflationImpact({ ...defaults, annualIncome: '' });
    expect(result?.realPriceIncrease).toBeCloseTo(2.06, 10);
    expect(result?.futurePriceToIncome).toBe(0);
  });

  it('defaults an empty down payment percentage to 20', () => {
    expect(calculateInflationImpact({ ...defaults, downPaymentPercent: '' })?.currentDownPayment).toBe(
      80_000,
    );
  });

  it('needs a price and years above 0', () => {
    expect(calculateInflationImpact({ ...defaults, homePrice: '' })).toBeNull();
    expect(calculateInflationImpact({ ...defaults, yearsToWait: '0' })).toBeNull();
    expect(calculateInflationImpact({ ...defaults, yearsToWait: 'soon' })).toBeNull();
  });
});
