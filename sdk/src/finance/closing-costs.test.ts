import { describe, expect, it } from 'vitest';
import {
  CLOSING_COST_PERCENT_BOUNDS,
  cashToClose,
  DEFAULT_CLOSING_COST_PERCENT,
  estimatedClosingCosts,
} from './closing-costs';
import { boundsMessage } from './input-bounds';

describe('closing costs and cash to close', () => {
  it('estimates 3% of a $320,000 loan as $9,600 by default', () => {
    expect(estimatedClosingCosts(320_000, Number(DEFAULT_CLOSING_COST_PERCENT))).toBe(9_600);
    expect(estimatedClosingCosts(0, 3)).toBe(0);
    expect(estimatedClosingCosts(320_000, -1)).toBe(0);
  });

  it('adds down payment, closing costs and a fee paid in cash', () => {
    expect(cashToClose(80_000, 9_600, 0)).toBe(89_600);
    expect(cashToClose(14_000, 11_580, 6_755)).toBe(32_335);
  });

  it('documents its range: 0 or 0.001% to 15%', () => {
    expect(boundsMessage(CLOSING_COST_PERCENT_BOUNDS)).toBe('Enter 0 or 0.001% to 15%.');
  });
});
