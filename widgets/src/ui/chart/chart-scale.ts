/**
 * Axis arithmetic for LineChart: a value range widened to "nice" round ticks (1, 2, 2.5, 5 x 10^n),
 * so the gridlines read as $100K, $200K ... rather than $97,312.
 */
export interface AxisTicks {
  min: number;
  max: number;
  ticks: number[];
}

const NICE_FRACTIONS = [1, 2, 2.5, 5, 10];

export function niceTicks(low: number, high: number, targetCount = 4): AxisTicks {
  if (!Number.isFinite(low) || !Number.isFinite(high)) return { min: 0, max: 1, ticks: [0, 1] };
  if (low === high) {
    // A flat line still needs a range to sit in.
    const pad = Math.abs(low) || 1;
    return niceTicks(low - pad, high + pad, targetCount);
  }
  const rawStep = (high - low) / targetCount;
  const magnitude = 10 ** Math.floor(Math.log10(rawStep));
  const fraction = NICE_FRACTIONS.find((candidate) => candidate * magnitude >= rawStep) ?? 10;
  const step = fraction * magnitude;
  const min = Math.floor(low / step) * step;
  const max = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  // Counting steps (not adding floats) avoids 0.30000000000000004-style drift.
  for (let index = 0; min + index * step <= max + step / 2; index += 1) ticks.push(min + index * step);
  return { min, max, ticks };
}

/** Maps a value in [domainMin, domainMax] onto [rangeStart, rangeEnd] (either may be the larger). */
export function linearScale(domainMin: number, domainMax: number, rangeStart: number, rangeEnd: number) {
  const span = domainMax - domainMin || 1;
  return (value: number) => rangeStart + ((value - domainMin) / span) * (rangeEnd - rangeStart);
}

/** At most `maxLabels` evenly spaced indexes of an axis with `count` points, always keeping the last. */
export function labelIndexes(count: number, maxLabels: number): number[] {
  if (count <= 0) return [];
  const every = Math.max(1, Math.ceil(count / maxLabels));
  const indexes: number[] = [];
  for (let index = 0; index < count; index += every) indexes.push(index);
  if (indexes[indexes.length - 1] !== count - 1) {
    // Replace a crowded neighbour rather than squeezing the final label in beside it.
    if (count - 1 - indexes[indexes.length - 1] < every / 2) indexes.pop();
    indexes.push(count - 1);
  }
  return indexes;
}
