export * from './calculator-inputs';
