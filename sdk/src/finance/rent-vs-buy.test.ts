import { FV, PMT } from '@formulajs/formulajs';
import { describe, expect, it } from 'vitest';
import { CALCULATOR_DEFAULTS } from './defaults';
import { calculateRentVsBuy } from './rent-vs-buy';

const defaults = CALCULATOR_DEFAULTS['rent-vs-buy'];

function excel(value: number | Error): number {
  if (value instanceof Error) throw value;
  return value;
}

describe('calculateRentVsBuy', () => {
  const result = calculateRentVsBuy(defaults);

  it('adds up the buying costs of the defaults over 5 years', () => {
    // P&I 2022.62 + (4800 + 1200 + 4000) / 12 + 150 HOA = 3005.95 a month.
    expect(result?.monthlyBuy).toBeCloseTo(3005.95, 2);
    // 80000 down + 8000 closing + 60 x 3005.951
    expect(result?.totalBuyCosts).toBeCloseTo(88_000 + 60 * 3005.951008, 1);
  });

  it('adds up rent rising 3% a year plus renters insurance', () => {
    expect(result?.monthlyRent).toBeCloseTo(2516.67, 2);
    // 12 x 2500 x (1 + 1.03 + 1.03^2 + 1.03^3 + 1.03^4) + 5 x 200
    const rentYears = 1 + 1.03 + 1.03 ** 2 + 1.03 ** 3 + 1.03 ** 4;
    expect(result?.totalRentCosts).toBeCloseTo(30_000 * rentYears + 1_000, 6);
  });

  it('values the home with yearly appreciation and the Excel loan balance', () => {
    expect(result?.futureHomeValue).toBeCloseTo(400_000 * 1.03 ** 5, 6);
    const rate = 6.5 / 1200;
    const balance = -excel(FV(rate, 60, excel(PMT(rate, 360, 320_000)), 320_000));
    expect(result?.remainingBalance).toBeCloseTo(balance, 2);
    expect(result?.homeEquity).toBeCloseTo(400_000 * 1.03 ** 5 - balance, 2);
  });

  it('follows the documented identities', () => {
    if (result === null) throw new Error('expected a result');
    expect(result.amountInvested).toBeCloseTo(result.totalBuyCosts - result.totalRentCosts, 6);
    expect(result.netBuyPosition).toBeCloseTo(result.homeEquity - result.totalBuyCosts, 6);
    expect(result.netRentPosition).toBeCloseTo(
      result.investmentValue - result.amountInvested - result.totalRentCosts,
      6,
    );
    expect(result.difference).toBeCloseTo(Math.abs(result.homeEquity - result.investmentValue), 6);
  });

  it('declares buying the winner on the defaults, breaking even in year 3', () => {
    expect(result?.winner).toBe('buy');
    expect(result?.yearly).toHaveLength(5);
    const yearly = result?.yearly ?? [];
    expect(yearly[1].netBuyPosition).toBeLessThanOrEqual(yearly[1].netRentPosition);
    expect(yearly[2].netBuyPosition).toBeGreaterThan(yearly[2].netRentPosition);
    expect(result?.breakEvenYears).toBe(3);
    expect(yearly[4].netBuyPosition).toBe(result?.netBuyPosition);
  });

  it('at a 0% investment return the renter just keeps the cash', () => {
    const flat = calculateRentVsBuy({ ...defaults, investmentReturn: '0', timeframe: '1' });
    // 88000 up front, then 12 x (3005.95 - 2516.67) set aside.
    expect(flat?.investmentValue).toBeCloseTo(88_000 + 12 * (3005.951008 - 2516.666667), 3);
    expect(flat?.netRentPosition).toBeCloseTo(-(flat?.totalRentCosts ?? 0), 6);
  });

  it('has no break-even when renting stays ahead', () => {
    const renting = calculateRentVsBuy({
      ...defaults,
      monthlyRent: '1000',
      appreciation: '0',
      investmentReturn: '10',
    });
    expect(renting?.winner).toBe('rent');
    expect(renting?.breakEvenYears).toBeNull();
  });

  it('stops P&I once the loan is repaid within the timeframe', () => {
    const short = calculateRentVsBuy({ ...defaults, loanTerm: '5', timeframe: '10' });
    const pAndI = excel(PMT(6.5 / 1200, 60, 320_000)) * -1;
    const ownership = 10_000 / 12 + 150;
    expect(short?.totalBuyCosts).toBeCloseTo(88_000 + 60 * pAndI + 120 * ownership, 4);
    expect(short?.remainingBalance).toBe(0);
  });

  it('uses the stated defaults for empty assumptions but keeps explicit zeros', () => {
    const blank = calculateRentVsBuy({
      ...defaults,
      loanTerm: '',
      timeframe: '',
      appreciation: '',
      investmentReturn: '',
      rentIncrease: '',
    });
    expect(blank?.netBuyPosition).toBeCloseTo(result?.netBuyPosition ?? 0, 8);
    expect(blank?.netRentPosition).toBeCloseTo(result?.netRentPosition ?? 0, 8);
    expect(calculateRentVsBuy({ ...defaults, appreciation: '0' })?.futureHomeValue).toBe(400_000);
  });

  it('needs price, rate and rent above 0', () => {
    expect(calculateRentVsBuy({ ...defaults, homePrice: '0' })).toBeNull();
    expect(calculateRentVsBuy({ ...defaults, interestRate: '' })).toBeNull();
    expect(calculateRentVsBuy({ ...defaults, monthlyRent: 'abc' })).toBeNull();
  });
});
