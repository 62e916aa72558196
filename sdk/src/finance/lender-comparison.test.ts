import { describe, expect, it } from 'vitest';
import { BLANK_LENDER_OFFER, WORKSHEET_DEFAULTS } from './defaults';
import { isNotComputable } from './input-bounds';
import { compareLenders as compareOrRefuse, type LenderOfferInputs } from './lender-comparison';

/** The comparison for offers inside the bounds (a refusal fails the test). */
function compareLenders(offers: readonly LenderOfferInputs[]) {
  const result = compareOrRefuse(offers);
  if (isNotComputable(result)) throw new Error(`refused: ${JSON.stringify(result.fields)}`);
  return result;
}

const first = {
  lenderName: ' First Bank ',
  loanAmount: '320000',
  interestRate: '6.5',
  apr: '6.7',
  loanTerm: '30',
  originationFee: '1000',
  closingCosts: '5000',
};
const second = {
  ...first,
  lenderName: 'Second',
  interestRate: '6.25',
  apr: '6.8',
  originationFee: '3000',
  closingCosts: '6000',
};

describe('compareLenders', () => {
  it('computes payment, interest and cost to the cent', () => {
    const [a, b] = compareLenders([first, second]).offers;
    expect(a.lenderName).toBe('First Bank');
    expect(a.monthlyPayment).toBe(2022.62);
    expect(a.totalInterest).toBe(408_143.2); // 2022.62 x 360 - 320000
    expect(a.totalCost).toBe(414_143.2); // + 1000 + 5000
    // 6.25% / 30y: $6.1572 per $1,000 -> 1970.30; 1970.30 x 360 - 320000 = 389308
    expect(b.monthlyPayment).toBe(1970.3);
    expect(b.totalInterest).toBe(389_308);
    expect(b.totalCost).toBe(398_308);
  });

  it('names the winner of each label', () => {
    expect(compareLenders([first, second, BLANK_LENDER_OFFER]).winners).toEqual({
      lowestRate: 1,
      lowestApr: 0,
      lowestPayment: 1,
      leastInterest: 1,
      lowestTotalCost: 1,
    });
  });

  it('ignores lenders without a loan amount and blank values', () => {
    const noLoan = { ...first, loanAmount: '', interestRate: '3', apr: '3' };
    const noApr = { ...second, apr: '' };
    const { winners } = compareLenders([noLoan, noApr]);
    expect(winners.lowestRate).toBe(1);
    expect(winners.lowestApr).toBeNull();
  });

  it('computes nothing unless amount, rate and term are all given', () => {
    const [offer] = compareLenders([{ ...first, loanTerm: '' }]).offers;
    expect(offer.monthlyPayment).toBe(0);
    expect(offer.totalInterest).toBe(0);
    expect(offer.totalCost).toBe(0);
    expect(compareLenders([{ ...first, loanTerm: '0' }]).winners.lowestPayment).toBeNull();
  });

  it('gives ties to the leftmost lender', () => {
    expect(compareLenders([first, { ...first }]).winners.lowestTotalCost).toBe(0);
  });

  it('has no winners on the blank starting worksheet', () => {
    const result = compareLenders(WORKSHEET_DEFAULTS['mortgage-comparison']);
    expect(result.offers).toHaveLength(3);
    expect(Object.values(result.winners).every((winner) => winner === null)).toBe(true);
  });

  it('refuses out-of-range numbers with a typed refusal naming the offer and the field', () => {
    expect(compareOrRefuse([first, { ...second, loanAmount: '1e308', loanTerm: '0.5' }])).toEqual({
      notComputable: true,
      fields: {
        'offers.1.loanAmount': 'Enter 0 or $0.01 to $100,000,000.',
        'offers.1.loanTerm': 'Enter 1 to 50 years.',
      },
    });
    expect(isNotComputable(compareOrRefuse([{ ...first, apr: 'Infinity' }]))).toBe(true);
  });
});
