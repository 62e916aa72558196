import { CALCULATOR_DEFAULTS } from '@mrn/sdk/finance/defaults';
import { calculatePayment, type PaymentResult } from '@mrn/sdk/finance/payment';
import { describe, expect, it } from 'vitest';
import { paymentParts } from './payment-parts';

const paymentWith = (loanType: string) =>
  calculatePayment({ ...CALCULATOR_DEFAULTS.payment, loanType }) as PaymentResult;

describe('paymentParts', () => {
  it('names the mortgage insurance slice by loan type: PMI on a conventional loan, FHA MIP on an FHA loan', () => {
    expect(paymentParts(paymentWith('conventional')).map((part) => part.label)).toContain('PMI');
    const fha = paymentParts(paymentWith('fha')).map((part) => part.label);
    expect(fha).toContain('FHA MIP');
    expect(fha).not.toContain('PMI');
  });
});
