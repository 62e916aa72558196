import { describe, expect, it } from 'vitest';
import { formatPayment, formatPercent, formatTotal } from './currency-format';
import { roundTo, roundToCents } from './round-to-cents';

describe('formatTotal', () => {
  it('shows whole dollars with thousands separators', () => {
    expect(formatTotal(400_000)).toBe('$400,000');
    expect(formatTotal(408_142.36)).toBe('$408,142');
    expect(formatTotal(1_234_567.5)).toBe('$1,234,568');
  });

  it('shows negatives with a minus sign but never "-$0"', () => {
    expect(formatTotal(-14_658.49)).toBe('-$14,658');
    expect(formatTotal(-0.2)).toBe('$0');
  });

  it('shows non-finite values as $0 rather than "$NaN"', () => {
    expect(formatTotal(Number.NaN)).toBe('$0');
  });
});

describe('formatPayment', () => {
  it('shows cents', () => {
    expect(formatPayment(2022.6176751774892)).toBe('$2,022.62');
    expect(formatPayment(150)).toBe('$150.00');
    expect(formatPayment(-0.001)).toBe('$0.00');
  });
});

describe('formatPercent', () => {
  it('shows one decimal by default and the requested number otherwise', () => {
    expect(formatPercent(27.99997)).toBe('28.0%');
    expect(formatPercent(6.5, 2)).toBe('6.50%');
    expect(formatPercent(-0.01)).toBe('0.0%');
  });
});

describe('roundToCents', () => {
  it('rounds half away from zero despite binary representation', () => {
    expect(roundToCents(1.005)).toBe(1.01);
    expect(roundToCents(2022.6176751774892)).toBe(2022.62);
    expect(roundToCents(-1.005)).toBe(-1.01);
    expect(roundToCents(0.004)).toBe(0);
  });

  it('roundTo keeps the requested decimals', () => {
    expect(roundTo(187.4048, 1)).toBe(187.4);
  });
});
