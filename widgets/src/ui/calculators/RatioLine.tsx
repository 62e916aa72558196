import { formatPercent } from '@mrn/sdk/finance/currency-format';
import { ResultLine } from '../primitives/ResultLine';

export interface RatioLineProps {
  label: string;
  /** In percent. */
  ratio: number;
  /** Guideline in percent (28 housing, 36 total debt); above it the line is a warning. */
  limit: number;
}

/** A debt ratio that turns to a warning, in colour and in words, above its guideline. */
export function RatioLine({ label, ratio, limit }: RatioLineProps) {
  const over = ratio > limit;
  return (
    <ResultLine
      label={label}
      value={formatPercent(ratio)}
      tone={over ? 'warning' : 'positive'}
      note={over ? `Warning: above the ${limit}% guideline` : `Within the ${limit}% guideline`}
    />
  );
}
