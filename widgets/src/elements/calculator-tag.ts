export const CALCULATOR_TAG = 'mrn-calculator';
