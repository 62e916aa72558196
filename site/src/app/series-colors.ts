/**
 * Chart colour and dash of each drawn line by its place (the design tokens' chart series): the first
 * line (the person's loan) solid, the second dashed, so the two differ without colour too.
 */
const COLORS = ['var(--mrn-chart-series-1)', 'var(--mrn-chart-series-2)'] as const;
const DASHES = [undefined, '6 3'] as const;

export function seriesColor(position: number): string {
  return COLORS[Math.max(0, position) % COLORS.length];
}

export function seriesDash(position: number): string | undefined {
  return DASHES[Math.max(0, position) % DASHES.length];
}
