/**
 * The defaults table of spec §9, as the text each form field starts with. The UI shows these before
 * the first Calculate!, so they are strings exactly like typed input. The types below tie each entry
 * to its calculator's input fields, so a missing or misspelt field fails to compile.
 * Optional fields with no stated default start empty.
 */
import type { AffordabilityField } from './affordability';
import type { AmortizationField } from './amortization';
import type { BudgetWorksheetField } from './budget-worksheet';
import { DEFAULT_CLOSING_COST_PERCENT } from './closing-costs';
import type { DownPaymentField } from './down-payment';
import type { ExtraPaymentField } from './extra-payment';
import type { InflationImpactField } from './inflation-impact';
import type { LenderOfferField } from './lender-comparison';
import type { HOME_PURCHASE_INPUTS, LOAN_OPTION_INPUTS } from './loan-inputs';
import type { PaymentField } from './payment';
import type { RefinanceField } from './refinance';
import type { RentVsBuyField } from './rent-vs-buy';
import type { SavingsTrackerField } from './savings-tracker';
import type { TermComparisonField } from './term-comparison';

/** Every field of a form as text. */
export type FormText<Field extends string> = { readonly [Name in Field]: string };

export interface CalculatorDefaults {
  readonly payment: FormText<PaymentField>;
  readonly affordability: FormText<AffordabilityField>;
  readonly 'down-payment': FormText<DownPaymentField>;
  readonly 'rent-vs-buy': FormText<RentVsBuyField>;
  readonly '15-vs-30': FormText<TermComparisonField>;
  readonly 'inflation-impact': FormText<InflationImpactField>;
  readonly refinance: FormText<RefinanceField>;
  readonly amortization: FormText<AmortizationField>;
  readonly 'extra-payment': FormText<ExtraPaymentField>;
}

export interface WorksheetDefaults {
  readonly 'budget-worksheet': FormText<BudgetWorksheetField>;
  readonly 'down-payment-tracker': FormText<SavingsTrackerField>;
  readonly 'mortgage-comparison': readonly FormText<LenderOfferField>[];
}

/** The home bought in the payment and the rent vs buy calculators: the same house, the same loan. */
const HOME_PURCHASE_DEFAULTS: FormText<keyof typeof HOME_PURCHASE_INPUTS> = {
  homePrice: '400000',
  downPayment: '80000',
  interestRate: '6.5',
  loanTerm: '30',
  propertyTax: '4800',
  homeInsurance: '1200',
};

/** Issue 13 item 19: with these a loan calculator is exactly spec §2's, plus closing costs. */
const LOAN_OPTION_DEFAULTS: FormText<keyof typeof LOAN_OPTION_INPUTS> = {
  loanType: 'conventional',
  pmiMethod: 'entered',
  upfrontFeePayment: 'financed',
  closingCostPercent: DEFAULT_CLOSING_COST_PERCENT,
};

export const CALCULATOR_DEFAULTS: CalculatorDefaults = {
  payment: {
    ...HOME_PURCHASE_DEFAULTS,
    pmi: '200',
    hoaFees: '150',
    ...LOAN_OPTION_DEFAULTS,
  },
  affordability: {
    annualIncome: '80000',
    monthlyDebts: '500',
    downPayment: '50000',
    interestRate: '6.5',
    loanTerm: '30',
    propertyTaxRate: '1.2',
    insuranceRate: '0.5',
    pmiRate: '0.5',
    ...LOAN_OPTION_DEFAULTS,
  },
  'down-payment': {
    homePrice: '400000',
    downPaymentPercent: '20',
    currentSavings: '25000',
    monthlySavings: '1500',
    targetDate: '',
  },
  'rent-vs-buy': {
    ...HOME_PURCHASE_DEFAULTS,
    maintenance: '4000',
    hoaFees: '150',
    closingCosts: '8000',
    monthlyRent: '2500',
    rentersInsurance: '200',
    rentIncrease: '3',
    timeframe: '5',
    appreciation: '3',
    investmentReturn: '7',
  },
  '15-vs-30': {
    homePrice: '400000',
    downPayment: '80000',
    rate15: '6.0',
    rate30: '6.5',
  },
  'inflation-impact': {
    homePrice: '400000',
    yearsToWait: '2',
    inflationRate: '3.5',
    downPaymentPercent: '20',
    annualIncome: '80000',
    incomeGrowth: '2.5',
    currentSavings: '50000',
    monthlySavings: '2000',
  },
  refinance: {
    currentBalance: '250000',
    currentRate: '7.5',
    yearsRemaining: '25',
    currentPayment: '1850',
    newRate: '6.0',
    newTerm: '30',
    closingCosts: '5000',
    cashOut: '0',
    analysisYears: '5',
  },
  amortization: {
    loanAmount: '300000',
    interestRate: '6.5',
    loanTerm: '30',
    firstPaymentDate: '',
    homeValue: '',
    pmi: '',
  },
  'extra-payment': {
    loanAmount: '300000',
    interestRate: '6.5',
    loanTerm: '30',
    extraPayment: '200',
    frequency: 'monthly',
    startMonth: '1',
  },
};

export type CalculatorId = keyof CalculatorDefaults;

/** The nine calculators in the order the /calculators grid lists them (spec §2 route table). */
export const CALCULATOR_IDS = Object.keys(CALCULATOR_DEFAULTS) as CalculatorId[];

/** Spec §3: a lender offer's term defaults to 30 years. */
export const LENDER_OFFER_DEFAULT_TERM = '30';

/** A lender column of the mortgage comparison worksheet before anything is typed (spec §3). */
export const BLANK_LENDER_OFFER: FormText<LenderOfferField> = {
  lenderName: '',
  loanAmount: '',
  interestRate: '',
  apr: '',
  loanTerm: LENDER_OFFER_DEFAULT_TERM,
  originationFee: '',
  closingCosts: '',
};

/** Starting values of the live worksheets (spec §3): blank except the stated defaults. */
export const WORKSHEET_DEFAULTS: WorksheetDefaults = {
  'budget-worksheet': {
    monthlyIncome: '',
    monthlyDebts: '',
    livingExpenses: '',
    downPaymentSaved: '',
    emergencyFund: '',
  },
  'down-payment-tracker': {
    homePrice: '',
    downPaymentPercent: '20',
    currentSavings: '',
    monthlySavings: '',
    targetDate: '',
  },
  /** Three blank offers at start. */
  'mortgage-comparison': [BLANK_LENDER_OFFER, BLANK_LENDER_OFFER, BLANK_LENDER_OFFER],
};

export type WorksheetId = keyof WorksheetDefaults;
