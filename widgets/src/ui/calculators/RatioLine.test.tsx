import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultList } from '../primitives/ResultList';
import { RatioLine } from './RatioLine';

function renderRatio(ratio: number, limit: number) {
  render(
    <ResultList>
      <RatioLine label="Total Debt Ratio" ratio={ratio} limit={limit} />
    </ResultList>,
  );
  return screen.getByRole('definition');
}

describe('RatioLine', () => {
  it('warns above the guideline, in words as well as colour', () => {
    const value = renderRatio(36.4, 36);
    expect(value).toHaveTextContent('36.4%');
    expect(value).toHaveTextContent('Warning: above the 36% guideline');
    expect(value.parentElement).toHaveClass('mrn-result-line--warning');
  });

  it('does not warn at exactly the guideline', () => {
    const value = renderRatio(28, 28);
    expect(value).toHaveTextContent('Within the 28% guideline');
    expect(value.parentElement).not.toHaveClass('mrn-result-line--warning');
  });
});
