import { describe, expect, it } from 'vitest';
import { labelIndexes, linearScale, niceTicks } from './chart-scale';

describe('niceTicks', () => {
  it('widens a range to round steps that cover it', () => {
    const axis = niceTicks(0, 318_000);
    expect(axis.ticks).toEqual([0, 100_000, 200_000, 300_000, 400_000]);
    expect(axis.min).toBe(0);
    expect(axis.max).toBe(400_000);
  });

  it('covers negative values', () => {
    const axis = niceTicks(-45_000, 20_000);
    expect(axis.min).toBeLessThanOrEqual(-45_000);
    expect(axis.max).toBeGreaterThanOrEqual(20_000);
    expect(axis.ticks).toContain(0);
  });

  it('gives a flat series a range', () => {
    const axis = niceTicks(0, 0);
    expect(axis.max).toBeGreaterThan(axis.min);
  });
});

describe('linearScale', () => {
  it('maps the domain ends onto the range ends, inverted for screen y', () => {
    const toY = linearScale(0, 100, 250, 10);
    expect(toY(0)).toBe(250);
    expect(toY(100)).toBe(10);
    expect(toY(50)).toBe(130);
  });
});

describe('labelIndexes', () => {
  it('thins a long axis and keeps the last point', () => {
    const indexes = labelIndexes(31, 8);
    expect(indexes.length).toBeLessThanOrEqual(9);
    expect(indexes[0]).toBe(0);
    expect(indexes[indexes.length - 1]).toBe(30);
  });

  it('labels every point of a short axis', () => {
    expect(labelIndexes(5, 8)).toEqual([0, 1, 2, 3, 4]);
  });
});
