export { parseMaxWidth } from '@mrn/sdk/schemas/max-width';
export { adoptStyles } from './adopt-styles';
export { CALCULATOR_TAG } from './calculator-tag';
export { canDefineElements } from './can-define-elements';
export { defineElement, type ElementController, type ElementDefinition } from './define-element';
export { LEAD_FORM_TAG } from './lead-form-tag';
export { createCalculatorController, defineCalculatorElement } from './mrn-calculator';
export { defineLeadFormElement, type LeadFormElementOptions } from './mrn-lead-form';
