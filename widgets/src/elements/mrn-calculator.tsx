import type { CalculatorId } from '@mrn/sdk/finance/defaults';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient, getCurrentRates } from '../api/api-client';
import {
  type AnyCalculatorProps,
  CALCULATORS,
  isCalculatorId,
  signUpUrlOn,
  type TodaysRates,
  todaysRatesFrom,
} from '../ui/calculators';
import { leadFormTheme } from '../ui/lead-form/lead-form-theme';
import { adoptStyles } from './adopt-styles';
import { adoptCalculatorFormTheme } from './calculator-form-theme';
import { calculatorInputsFromAttributes, inputAttributeName } from './calculator-inputs-from-attributes';
import { CALCULATOR_STYLES } from './calculator-styles';
import { CALCULATOR_TAG } from './calculator-tag';
import { defineElement, type ElementController } from './define-element';
import { dispatchWidgetEvent } from './dispatch-widget-event';
import { openPartnerLeadForm } from './open-partner-lead-form';

/**
 * Renders `<mrn-calculator type="payment" [home-price="..."] [cta-href] [form-id] [api-origin]>` into its
 * shadow root. With `form-id` (a partner's page) the call to action opens that partner's lead form.
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
  let inlineLeadFormScript: HTMLScriptElement | null = null;
  /** The current rates for "Use today's rate": asked for once, absent until (and unless) they arrive. */
  let todaysRates: TodaysRates | undefined;
  let todaysRatesRequested = false;
  let themedFormId: string | undefined;
  let unmounted = false;
  const attributeObserver = new MutationObserver(() => update());
  attributeObserver.observe(host, { attributes: true });

  /** The product's origin is where this module came from, unless the page says otherwise. */
  const productOrigin = () => host.getAttribute('api-origin') ?? new URL(import.meta.url).origin;

  function requestTodaysRates() {
    if (todaysRatesRequested) return;
    todaysRatesRequested = true;
    getCurrentRates({ origin: productOrigin() }).then(
      (current) => {
        todaysRates = todaysRatesFrom(current);
        if (!unmounted) update();
      },
      // No rates (offline, none stored yet): the calculator simply offers no button.
      () => undefined,
    );
  }

  /** With form-id, the calculator wears that form's colours and font (asked for once per form id). */
  function requestFormTheme(formId: string | undefined) {
    if (!formId || themedFormId === formId) return;
    themedFormId = formId;
    createApiClient({ origin: productOrigin() })
      .getFormConfig(formId)
      .then(
        (config) => {
          if (!unmounted && themedFormId === formId)
            adoptCalculatorFormTheme(shadowRoot, leadFormTheme(config));
        },
        // Unknown or disabled form, offline: the calculator keeps its default look.
        () => undefined,
      );
  }

  function reflect(type: CalculatorId, inputs: Record<string, string>, result: unknown) {
    reflectedInputs = JSON.stringify(inputs);
    for (const [field, value] of Object.entries(inputs)) host.setAttribute(inputAttributeName(field), value);
    dispatchWidgetEvent(host, 'mrn:calculate', { type, inputs, result });
  }

  function openLeadForm(formId: string) {
    inlineLeadFormScript = openPartnerLeadForm(host, formId, productOrigin(), inlineLeadFormScript);
  }

  function render(type: CalculatorId, Calculator: ComponentType<AnyCalculatorProps>) {
    const formId = host.getAttribute('form-id')?.trim();
    const inputs = calculatorInputsFromAttributes(host, type);
    const serialized = JSON.stringify(inputs);
    // A new key remounts with fresh inputs; our own reflection keeps the current key (and result).
    if (serialized !== reflectedInputs) mountedInputs = serialized;
    root.render(
      <Calculator
        key={`${type} ${mountedInputs}`}
        initialInputs={inputs}
        // On a partner's page a relative link would point at the partner's site: the product's own sign-up page.
        ctaHref={host.getAttribute('cta-href') ?? signUpUrlOn(productOrigin())}
        onCallToAction={formId ? () => openLeadForm(formId) : undefined}
        todaysRates={todaysRates}
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
    requestTodaysRates();
    requestFormTheme(host.getAttribute('form-id')?.trim());
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
      unmounted = true;
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
