import { describe, expect, it } from 'vitest';
import { parseAmount, parseNonNegative, parsePositiveOrDefault } from './parse-amount';

describe('parseAmount', () => {
  it('reads plain and decimal numbers', () => {
    expect(parseAmount('400000')).toBe(400_000);
    expect(parseAmount('6.5')).toBe(6.5);
    expect(parseAmount('-3')).toBe(-3);
    expect(parseAmount(' 12 ')).toBe(12);
  });

  it('tolerates thousands separators and a dollar sign', () => {
    expect(parseAmount('$400,000')).toBe(400_000);
  });

  it('gives the fallback for empty, missing and non-numeric text', () => {
    expect(parseAmount('')).toBe(0);
    expect(parseAmount(undefined)).toBe(0);
    expect(parseAmount(null, 7)).toBe(7);
    expect(parseAmount('abc', 30)).toBe(30);
    expect(parseAmount('12abc')).toBe(0);
    expect(parseAmount('Infinity')).toBe(0);
    expect(parseAmount(Number.NaN, 5)).toBe(5);
  });

  it('keeps an explicit zero instead of the fallback', () => {
    expect(parseAmount('0', 3)).toBe(0);
  });

  it('passes numbers through', () => {
    expect(parseAmount(42)).toBe(42);
  });
});

describe('parsePositiveOrDefault', () => {
  it('uses the default for empty, zero, negative and invalid text', () => {
    for (const text of ['', '0', '-5', 'x', undefined]) expect(parsePositiveOrDefault(text, 30)).toBe(30);
    expect(parsePositiveOrDefault('15', 30)).toBe(15);
  });
});

describe('parseNonNegative', () => {
  it('turns negatives into 0', () => {
    expect(parseNonNegative('-100')).toBe(0);
    expect(parseNonNegative('100')).toBe(100);
    expect(parseNonNegative('')).toBe(0);
  });
});
