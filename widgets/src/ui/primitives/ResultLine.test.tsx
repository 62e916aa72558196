import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Prompt } from './Prompt';
import { ResultLine } from './ResultLine';
import { ResultList } from './ResultList';

describe('ResultLine', () => {
  it('pairs a term with its value and carries a warning in words, not only colour', () => {
    render(
      <ResultList heading="Ratios">
        <ResultLine label="Housing Ratio" value="31.0%" tone="warning" note="Above the 28% guideline" />
      </ResultList>,
    );
    const term = screen.getByRole('term');
    expect(term).toHaveTextContent('Housing Ratio');
    const definition = screen.getByRole('definition');
    expect(definition).toHaveTextContent('31.0%');
    expect(definition).toHaveTextContent('Above the 28% guideline');
    expect(definition.parentElement).toHaveClass('mrn-result-line--warning');
  });
});

describe('Prompt', () => {
  it('asks the visitor to press Calculate!', () => {
    render(<Prompt subject="your monthly payment" />);
    expect(screen.getByText('Click "Calculate!" to see your monthly payment')).toBeInTheDocument();
  });
});
