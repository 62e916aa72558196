import { describe, expect, it } from 'vitest';
import { isVaLoan, parseLoanType, parsePmiMethod, parseUpfrontFeePayment } from './loan-type';

describe('loan option choices', () => {
  it('reads each known choice and anything else as the default', () => {
    expect(parseLoanType('fha')).toBe('fha');
    expect(parseLoanType(' va-subsequent ')).toBe('va-subsequent');
    expect(parseLoanType('va-exempt')).toBe('va-exempt');
    for (const other of ['', 'FHA', 'jumbo', undefined, null, 3])
      expect(parseLoanType(other)).toBe('conventional');
    expect(parsePmiMethod('ltv')).toBe('ltv');
    expect(parsePmiMethod('2030-06-15')).toBe('entered');
    expect(parseUpfrontFeePayment('cash')).toBe('cash');
    expect(parseUpfrontFeePayment('')).toBe('financed');
  });

  it('knows the three VA entries', () => {
    expect(['va', 'va-subsequent', 'va-exempt'].every((type) => isVaLoan(parseLoanType(type)))).toBe(true);
    expect(isVaLoan('fha')).toBe(false);
    expect(isVaLoan('conventional')).toBe(false);
  });
});
