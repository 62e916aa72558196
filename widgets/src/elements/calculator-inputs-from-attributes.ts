import { CALCULATOR_DEFAULTS, type CalculatorId } from '@mrn/sdk/finance/defaults';

/** `homePrice` -> `home-price`: how a calculator input is spelled as an element attribute. */
export function inputAttributeName(field: string): string {
  return field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** The calculator's inputs given as attributes (`<mrn-calculator type="payment" home-price="500000">`). */
export function calculatorInputsFromAttributes(host: Element, type: CalculatorId): Record<string, string> {
  const inputs: Record<string, string> = {};
  for (const field of Object.keys(CALCULATOR_DEFAULTS[type])) {
    const value = host.getAttribute(inputAttributeName(field));
    if (value !== null) inputs[field] = value;
  }
  return inputs;
}
