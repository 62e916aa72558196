import { createCalculatorController, defineCalculatorElement } from '../../sdk/src/elements/mrn-calculator';

// calculators.js: the ES module behind <mrn-calculator>. Loaded by embed.js on demand, or
// directly with <script type="module" src="https://ORIGIN/calculators.js">.
defineCalculatorElement();

export { createCalculatorController };
