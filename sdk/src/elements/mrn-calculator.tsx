import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { CalculatorId } from '../finance/defaults';
import { type AnyCalculatorProps, CALCULATORS, isCalculatorId } from '../ui/calculators';
import { adoptStyles } from './adopt-styles';
import { calculatorInputsFromAttributes, inputAttributeName } from './calculator-inputs-from-attributes';
import { CALCULATOR_STYLES } from './calculator-styles';
import { CALCULATOR_TAG } from './calculator-tag';
import { defineElement, type ElementController } from './define-element';
import { dispatchWidgetEvent } from './dispatch-widget-event';

/**
 * Renders `<mrn-calculator type="payment" [home-price="..."] [cta-href]>` into its shadow root.
 * Only the chosen calculator's chunk is imported. Inputs are read from attributes (kebab-case
 * names of the finance inputs) and, after each Calculate!, written back to them, so the element
 * reflects what it computed. Event `mrn:calculate` (detail { type, inputs, result }).
 */
export function createCalculatorController(host: HTMLElement, shadowRoot: ShadowRoot): ElementController {
  adoptStyles(shadowRoot, CALCULATOR_STYLES);
  const container = document.createElement('div');
  container.className = 'mrn-widget';
  shadowRoot.append(container);
  const root = createRoot(container);
  let loaded: { type: CalculatorId; component?: ComponentType<AnyCalculatorProps> } | undefined;
  /** Attribute values we wrote ourselves, so reflecting them does not restart the calculator. */
  let reflectedInputs = '';
  let mountedInputs = '';
  const attributeObserver = new MutationObserver(() => update());
  attributeObserver.observe(host, { attributes: true });

  function reflect(type: CalculatorId, inputs: Record<string, string>, result: unknown) {
    reflectedInputs = JSON.stringify(inputs);
    for (const [field, value] of Object.entries(inputs)) host.setAttribute(inputAttributeName(field), value);
    dispatchWidgetEvent(host, 'mrn:calculate', { type, inputs, result });
  }

  function render(type: CalculatorId, Calculator: ComponentType<AnyCalculatorProps>) {
    const inputs = calculatorInputsFromAttributes(host, type);
    const serialized = JSON.stringify(inputs);
    // A new key remounts with fresh inputs; our own reflection keeps the current key (and result).
    if (serialized !== reflectedInputs) mountedInputs = serialized;
    root.render(
      <Calculator
        key={`${type} ${mountedInputs}`}
        initialInputs={inputs}
        ctaHref={host.getAttribute('cta-href') ?? undefined}
        onCalculate={(result, calculated) => reflect(type, calculated, result)}
      />,
    );
  }

  function update() {
    const type = host.getAttribute('type') ?? '';
    if (!isCalculatorId(type)) {
      loaded = undefined;
      root.render(
        <p className="mrn-prompt" role="status">
          This calculator is not available.
        </p>,
      );
      dispatchWidgetEvent(host, 'mrn:error', {
        code: 'unknown_calculator',
        status: 0,
        message: `Unknown calculator type "${type}".`,
      });
      return;
    }
    if (loaded?.type === type) {
      if (loaded.component) render(type, loaded.component);
      return;
    }
    const current: { type: CalculatorId; component?: ComponentType<AnyCalculatorProps> } = { type };
    loaded = current;
    root.render(
      <p className="mrn-prompt" role="status">
        Loading calculator…
      </p>,
    );
    CALCULATORS[type].load().then(
      (module) => {
        if (loaded !== current) return;
        current.component = module.default;
        render(type, module.default);
      },
      (error: unknown) =>
        dispatchWidgetEvent(host, 'mrn:error', { code: 'load_failed', status: 0, message: String(error) }),
    );
  }

  return {
    update,
    unmount() {
      attributeObserver.disconnect();
      loaded = undefined;
      root.unmount();
      container.remove();
    },
  };
}

/** `<mrn-calculator>` with every calculator reachable through lazy chunks (ES module builds, the site). */
export function defineCalculatorElement(): void {
  defineElement(CALCULATOR_TAG, {
    observedAttributes: ['type'],
    createController: createCalculatorController,
  });
}
