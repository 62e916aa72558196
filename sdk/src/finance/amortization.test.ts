import { CUMIPMT } from '@formulajs/formulajs';
import { describe, expect, it } from 'vitest';
import { calculateAmortization, SCHEDULE_ROWS_SHOWN, YEARLY_ROWS_SHOWN } from './amortization';
import { CALCULATOR_DEFAULTS } from './defaults';

const defaults = CALCULATOR_DEFAULTS.amortization;

function excel(value: number | Error): number {
  if (value instanceof Error) throw value;
  return value;
}

describe('calculateAmortization', () => {
  const result = calculateAmortization(defaults);

  it('summarises the spec defaults', () => {
    expect(result?.summary.monthlyPayment).toBeCloseTo(1896.2, 2);
    // 1896.20407 x 360 - 300000
    expect(result?.summary.totalInterest).toBeCloseTo(382_633.47, 2);
    expect(result?.summary.totalPrincipal).toBeCloseTo(300_000, 6);
    expect(result?.summary.totalPayments).toBeCloseTo(682_633.47, 2);
    expect(result?.summary.interestPercentOfTotal).toBeCloseTo(56.05, 2);
    expect(result?.summary.paymentCount).toBe(360);
  });

  it('builds the full schedule without dates when no first payment date is given', () => {
    expect(result?.schedule).toHaveLength(360);
    expect(result?.hasStartDate).toBe(false);
    expect(result?.schedule[0].date).toBeNull();
  });

  it('rolls the schedule up by year, matching Excel CUMIPMT for year 1 and year 30', () => {
    const yearly = result?.yearly ?? [];
    expect(yearly).toHaveLength(30);
    const rate = 6.5 / 1200;
    expect(yearly[0].interest).toBeCloseTo(-excel(CUMIPMT(rate, 360, 300_000, 1, 12, 0)), 2);
    expect(yearly[29].interest).toBeCloseTo(-excel(CUMIPMT(rate, 360, 300_000, 349, 360, 0)), 2);
    expect(yearly[0].balance).toBe(result?.schedule[11].balance);
    expect(yearly[29].balance).toBe(0);
    const principal = yearly.reduce((total, year) => total + year.principal, 0);
    expect(principal).toBeCloseTo(300_000, 6);
  });

  it('dates every payment from the first payment date', () => {
    const dated = calculateAmortization({ ...defaults, firstPaymentDate: '2026-01-15' });
    expect(dated?.hasStartDate).toBe(true);
    expect(dated?.schedule[0].date).toBe('2026-01-15');
    expect(dated?.schedule[11].date).toBe('2026-12-15');
    expect(dated?.schedule[359].date).toBe('2055-12-15');
  });

  it('treats an invalid date as absent', () => {
    expect(calculateAmortization({ ...defaults, firstPaymentDate: 'next spring' })?.hasStartDate).toBe(false);
  });

  it('ends the roll-up with a partial year for a term in months', () => {
    const partial = calculateAmortization({ ...defaults, loanTerm: '2.5' });
    expect(partial?.schedule).toHaveLength(30);
    expect(partial?.yearly.map((year) => year.year)).toEqual([1, 2, 3]);
  });

  it('defaults an empty term to 30 years and needs loan and rate above 0', () => {
    expect(calculateAmortization({ ...defaults, loanTerm: '' })?.schedule).toHaveLength(360);
    expect(calculateAmortization({ ...defaults, loanAmount: '0' })).toBeNull();
    expect(calculateAmortization({ ...defaults, interestRate: '' })).toBeNull();
  });

  it('exposes the display limits of spec §9', () => {
    expect(YEARLY_ROWS_SHOWN).toBe(10);
    expect(SCHEDULE_ROWS_SHOWN).toBe(12);
  });
});
