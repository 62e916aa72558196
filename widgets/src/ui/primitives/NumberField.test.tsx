import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NumberField } from './NumberField';

function ControlledField({ hint }: { hint?: string }) {
  const [value, setValue] = useState('6.5');
  return (
    <>
      <NumberField label="Interest Rate (%)" value={value} onChange={setValue} step={0.01} hint={hint} />
      <output>{value}</output>
    </>
  );
}

describe('NumberField', () => {
  it('labels a number input and reports the typed text', () => {
    render(<ControlledField />);
    const input = screen.getByLabelText('Interest Rate (%)');
    expect(input).toHaveAttribute('type', 'number');
    expect(input).toHaveAttribute('step', '0.01');
    expect(input).toHaveValue(6.5);
    fireEvent.change(input, { target: { value: '7.25' } });
    expect(screen.getByText('7.25')).toBeInTheDocument();
  });

  it('describes the input by its hint', () => {
    render(<ControlledField hint="Month 1 = first payment" />);
    expect(screen.getByLabelText('Interest Rate (%)')).toHaveAccessibleDescription('Month 1 = first payment');
  });
});
