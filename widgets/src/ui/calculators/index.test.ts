import { CALCULATOR_IDS } from '@mrn/sdk/finance/defaults';
import { describe, expect, it } from 'vitest';
import { CALCULATORS, isCalculatorId } from './index';

const SPEC_CTA_LABELS = [
  'Get Rate Alerts',
  'Monitor Rate Changes',
  'Track Mortgage Rates',
  'Track Rate Changes',
  'Monitor Mortgage Rates',
  'Track Market Rates',
];

describe('CALCULATORS registry', () => {
  it('registers exactly the nine type ids, in grid order', () => {
    expect(Object.keys(CALCULATORS)).toEqual([
      'payment',
      'affordability',
      'down-payment',
      'rent-vs-buy',
      '15-vs-30',
      'inflation-impact',
      'refinance',
      'amortization',
      'extra-payment',
    ]);
    expect(Object.keys(CALCULATORS)).toEqual(CALCULATOR_IDS);
  });

  it('gives each a title, a description, a route and one of the spec call-to-action labels', () => {
    for (const [id, calculator] of Object.entries(CALCULATORS)) {
      expect(calculator.id).toBe(id);
      expect(calculator.path).toBe(`/calculators/${id}`);
      expect(calculator.title.length).toBeGreaterThan(5);
      expect(calculator.description.length).toBeGreaterThan(20);
      expect(SPEC_CTA_LABELS).toContain(calculator.ctaLabel);
    }
    // Every label variant of the spec is used somewhere.
    expect(new Set(Object.values(CALCULATORS).map((calculator) => calculator.ctaLabel))).toEqual(
      new Set(SPEC_CTA_LABELS),
    );
  });

  it('loads each calculator component lazily', async () => {
    const modules = await Promise.all(Object.values(CALCULATORS).map((calculator) => calculator.load()));
    for (const module of modules) expect(typeof module.default).toBe('function');
  });

  it('recognises type ids', () => {
    expect(isCalculatorId('15-vs-30')).toBe(true);
    expect(isCalculatorId('mortgage')).toBe(false);
    expect(isCalculatorId('toString')).toBe(false);
  });
});
