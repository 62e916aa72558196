import { describe, expect, it } from 'vitest';
import { downPaymentAbovePriceRefusal } from './down-payment-refusal';

describe('downPaymentAbovePriceRefusal', () => {
  it('refuses a down payment above the price beside the down payment, with the most it may be', () => {
    expect(downPaymentAbovePriceRefusal({ homePrice: '400000', downPayment: '400001' })).toEqual({
      notComputable: true,
      fields: {
        downPayment: 'Enter $400,000 or less: the down payment cannot be more than the home price.',
      },
    });
    // A price with cents: the whole dollars it allows, never a figure above the price.
    expect(downPaymentAbovePriceRefusal({ homePrice: '250000.75', downPayment: '260000' })?.fields).toEqual({
      downPayment: 'Enter $250,000 or less: the down payment cannot be more than the home price.',
    });
  });

  it('allows up to the price, and judges nothing without a price (spec §5 gives no result then)', () => {
    expect(downPaymentAbovePriceRefusal({ homePrice: '400000', downPayment: '400000' })).toBeNull();
    expect(downPaymentAbovePriceRefusal({ homePrice: '400000', downPayment: '' })).toBeNull();
    expect(downPaymentAbovePriceRefusal({ homePrice: '', downPayment: '500000' })).toBeNull();
    expect(downPaymentAbovePriceRefusal({ homePrice: '0', downPayment: '500000' })).toBeNull();
  });
});
