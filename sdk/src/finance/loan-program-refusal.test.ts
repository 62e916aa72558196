import { describe, expect, it } from 'vitest';
import { affordabilityLoanProgramRefusal, loanProgramRefusal } from './loan-program-refusal';

describe('loan program rules', () => {
  it('refuses an FHA loan under 3.5% down, naming the down payment and the minimum', () => {
    expect(loanProgramRefusal({ homePrice: '400000', downPayment: '13999', loanType: 'fha' })).toEqual({
      notComputable: true,
      fields: { downPayment: 'Enter $14,000 or more: FHA loans need at least 3.5% down.' },
    });
    expect(loanProgramRefusal({ homePrice: '400000', downPayment: '14000', loanType: 'fha' })).toBeNull();
  });

  it('leaves other loan types, and inputs without a price, to the calculator', () => {
    expect(loanProgramRefusal({ homePrice: '400000', downPayment: '0', loanType: 'va' })).toBeNull();
    expect(
      loanProgramRefusal({ homePrice: '400000', downPayment: '0', loanType: 'conventional' }),
    ).toBeNull();
    expect(loanProgramRefusal({ homePrice: '', downPayment: '0', loanType: 'fha' })).toBeNull();
  });

  it('affordability: FHA needs a down payment above $0', () => {
    expect(affordabilityLoanProgramRefusal({ downPayment: '', loanType: 'fha' })?.fields.downPayment).toBe(
      'Enter a down payment above $0: FHA loans need at least 3.5% down.',
    );
    expect(affordabilityLoanProgramRefusal({ downPayment: '1', loanType: 'fha' })).toBeNull();
    expect(affordabilityLoanProgramRefusal({ downPayment: '0', loanType: 'va' })).toBeNull();
  });
});
