import { describe, expect, it } from 'vitest';
import { inputsFromQuery, queryFromInputs } from './use-shareable-inputs.ts';

describe('shareable calculator inputs', () => {
  it('round-trips inputs through the query string', () => {
    const inputs = { homePrice: '525,000', interestRate: '6.125', loanTerm: '15', pmi: '' };
    const query = queryFromInputs(inputs);
    expect(query).toBe('?homePrice=525%2C000&interestRate=6.125&loanTerm=15');
    expect(inputsFromQuery('payment', query)).toEqual({
      homePrice: '525,000',
      interestRate: '6.125',
      loanTerm: '15',
    });
  });

  it('keeps only the calculator’s own fields and ignores an address without any', () => {
    expect(inputsFromQuery('15-vs-30', '?rate15=5.5&utm_source=mail&homePrice=1')).toEqual({
      rate15: '5.5',
      homePrice: '1',
    });
    expect(inputsFromQuery('payment', '?utm_source=mail')).toBeUndefined();
    expect(inputsFromQuery('payment', '')).toBeUndefined();
  });
});
