import { describe, expect, it } from 'vitest';
import { type BudgetWorksheetInputs, calculateBudgetWorksheet } from './budget-worksheet';
import { isNotComputable } from './input-bounds';

/** The worksheet's figures for inputs inside the bounds (a refusal fails the test). */
function budget(inputs: BudgetWorksheetInputs) {
  const result = calculateBudgetWorksheet(inputs);
  if (isNotComputable(result)) throw new Error(`refused: ${JSON.stringify(result.fields)}`);
  return result;
}

describe('calculateBudgetWorksheet', () => {
  it('applies the 28% rule and the conservative 25% of disposable income', () => {
    const result = budget({
      monthlyIncome: '8000',
      monthlyDebts: '500',
      livingExpenses: '3000',
    });
    expect(result.disposableIncome).toBe(4_500); // 8000 - 500 - 3000
    expect(result.ruleOf28Max).toBe(2_240); // 28% of 8000
    expect(result.conservativeEstimate).toBe(1_125); // 25% of 4500
    expect(result.recommendedPayment).toBe(1_125);
  });

  it('recommends the lower of the two limits', () => {
    // Disposable income never exceeds gross income, so 25% of it stays under 28% of gross:
    // the conservative estimate is what the minimum picks.
    const result = budget({ monthlyIncome: '10000' });
    expect(result.ruleOf28Max).toBe(2_800);
    expect(result.conservativeEstimate).toBe(2_500);
    expect(result.recommendedPayment).toBe(2_500);
  });

  it('counts negative expenses as 0', () => {
    expect(budget({ monthlyIncome: '10000', livingExpenses: '-500' }).disposableIncome).toBe(10_000);
  });

  it('never recommends a negative payment when spending exceeds income', () => {
    const result = budget({
      monthlyIncome: '3000',
      monthlyDebts: '1000',
      livingExpenses: '2500',
    });
    expect(result.disposableIncome).toBe(-500);
    expect(result.conservativeEstimate).toBe(0);
    expect(result.recommendedPayment).toBe(0);
  });

  it('answers zeros for a blank worksheet', () => {
    expect(calculateBudgetWorksheet({})).toEqual({
      disposableIncome: 0,
      ruleOf28Max: 0,
      conservativeEstimate: 0,
      recommendedPayment: 0,
    });
  });

  it('refuses amounts outside $0.01 to $100,000,000 with a typed refusal naming each field', () => {
    expect(calculateBudgetWorksheet({ monthlyIncome: '1e308', livingExpenses: '1e9' })).toEqual({
      notComputable: true,
      fields: {
        monthlyIncome: 'Enter 0 or $0.01 to $100,000,000.',
        livingExpenses: 'Enter 0 or $0.01 to $100,000,000.',
      },
    });
    expect(isNotComputable(calculateBudgetWorksheet({ emergencyFund: 'Infinity' }))).toBe(true);
  });

  it('counts a negative income as 0, like the other amounts (never a huge negative figure)', () => {
    expect(budget({ monthlyIncome: '-1e308', monthlyDebts: '100' })).toEqual({
      disposableIncome: -100,
      ruleOf28Max: 0,
      conservativeEstimate: 0,
      recommendedPayment: 0,
    });
  });
});
