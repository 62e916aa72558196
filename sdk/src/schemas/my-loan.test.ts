import { describe, expect, it } from 'vitest';
import {
  loanChoiceOfSeries,
  loanChoiceProblem,
  myLoanUpdateSchema,
  seriesOfLoanChoice,
  termsOfProgram,
} from './my-loan';
import { RATE_SERIES } from './rate-series';

describe('My loan choices', () => {
  it('every catalogued series is one choice, and that choice names it back', () => {
    for (const series of RATE_SERIES) {
      const choice = loanChoiceOfSeries(series);
      expect(loanChoiceProblem(choice), series.id).toBeUndefined();
      expect(seriesOfLoanChoice(choice)?.id).toBe(series.id);
      expect(myLoanUpdateSchema.safeParse(choice).success, series.id).toBe(true);
    }
  });

  it('knows the terms FRED publishes each program at', () => {
    expect(termsOfProgram('conforming')).toEqual(['30y', '15y']);
    expect(termsOfProgram('fha')).toEqual(['30y']);
  });

  it('refuses a combination with the field that causes it, never another series', () => {
    expect(loanChoiceProblem({ program: 'jumbo', term: '15y' })?.field).toBe('term');
    expect(seriesOfLoanChoice({ program: 'jumbo', term: '15y' })).toBeUndefined();
    expect(loanChoiceProblem({ program: 'usda', term: '30y', downPayment: 'under-20' })?.field).toBe(
      'downPayment',
    );
    expect(loanChoiceProblem({ program: 'conforming', term: '30y', downPayment: 'under-20' })?.field).toBe(
      'creditBand',
    );
  });
});
