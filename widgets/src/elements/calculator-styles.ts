import calculatorWidgetCss from './calculator-widget.css?inline';

/** A calculator's shadow-root stylesheet (tokens, isolation, primitives, charts). */
export const CALCULATOR_STYLES = calculatorWidgetCss;
