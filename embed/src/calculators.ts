import { createCalculatorController, defineCalculatorElement } from '@mrn/widgets/elements/mrn-calculator';

// chunks/calculators-module-[hash].js: the ES module behind <mrn-calculator>, imported by the
// calculators.js loader (rollup/classic-loader.mjs), pasted as a classic or a module script.
defineCalculatorElement();

export { createCalculatorController };
