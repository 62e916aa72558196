/** Tick steps the rate axis may use, in percentage points. */
const STEPS = [0.05, 0.1, 0.125, 0.25, 0.5, 1, 2];

export interface RateAxis {
  domain: [number, number];
  ticks: number[];
}

/**
 * The y axis of the history chart: round bounds a little beyond every value to draw (rates and
 * alert thresholds) and evenly spaced round ticks, at most `maxTicks` of them.
 */
export function rateAxisFor(values: readonly number[], maxTicks = 7): RateAxis {
  const finite = values.filter((value) => Number.isFinite(value));
  if (finite.length === 0) return { domain: [0, 1], ticks: [0, 0.5, 1] };
  const low = Math.min(...finite);
  const high = Math.max(...finite);
  for (const step of STEPS) {
    const start = Math.floor((low - step / 2) / step) * step;
    const end = Math.ceil((high + step / 2) / step) * step;
    const count = Math.round((end - start) / step) + 1;
    if (count <= maxTicks || step === STEPS[STEPS.length - 1]) {
      const ticks = Array.from(
        { length: count },
        (_, index) => Math.round((start + index * step) * 1000) / 1000,
      );
      return { domain: [ticks[0], ticks[ticks.length - 1]], ticks };
    }
  }
  /* c8 ignore next */
  throw new Error('unreachable');
}
