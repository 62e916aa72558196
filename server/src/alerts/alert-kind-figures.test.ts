import { describe, expect, it } from 'vitest';
import { alertKindFigures } from './alert-kind-figures.ts';

describe('a rate-move alert mail', () => {
  // The fan-out queues the mail first and re-bases the alert after: the mail may be composed either side.
  it('measures from the base before the alert is re-based on the observed rate', () => {
    const figures = alertKindFigures(
      { kind: 'rate_move', rateMove: { move: 0.25, baseRate: 6.3, previousBaseRate: 6.6 } },
      '30-year',
      6.0,
    );
    expect(figures?.subject).toBe('moved 0.300 points since 6.300%');
    expect(figures?.lines[0]).toBe('From 6.300% to 6.000%');
  });

  it('measures from the previous base once the alert is re-based on the observed rate', () => {
    const figures = alertKindFigures(
      { kind: 'rate_move', rateMove: { move: 0.25, baseRate: 6.0, previousBaseRate: 6.3 } },
      '30-year',
      6.0,
    );
    expect(figures?.subject).toBe('moved 0.300 points since 6.300%');
    expect(figures?.lines[1]).toBe(
      'We now measure from 6.000%: the next alert comes when the rate reaches 5.750% or 6.250%.',
    );
  });
});
