import { CALCULATOR_DEFAULTS, type CalculatorDefaults, type CalculatorId } from '@mrn/sdk/finance/defaults';
import type { InputBoundsOf, NotComputable } from '@mrn/sdk/finance/input-bounds';
import type { ReactNode } from 'react';
import { type CalculatorFieldList, CalculatorFields } from './CalculatorFields';
import { CalculatorLayout } from './CalculatorLayout';
import { CALCULATOR_CATALOG } from './calculator-catalog';
import type { CalculatorProps, FieldTexts } from './calculator-props';
import { LoanOptionFields, type LoanOptionSpec } from './LoanOptionFields';
import { TodaysRatesContext } from './todays-rates';
import { useCalculator } from './useCalculator';

/** The input fields of one calculator, as named in its spec §9 defaults. */
export type CalculatorField<Id extends CalculatorId> = keyof CalculatorDefaults[Id] & string;

export interface CalculatorDefinition<Id extends CalculatorId, Result> {
  id: Id;
  /** The finance function; null (invalid inputs) keeps the prompt. */
  calculate: (inputs: FieldTexts<CalculatorField<Id>>) => Result | null;
  /**
   * A rule across fields (FHA's 3.5% minimum down payment): its refusal is shown beside the field it
   * names and keeps the prompt, exactly like an out-of-range input.
   */
  refuse?: (inputs: FieldTexts<CalculatorField<Id>>) => NotComputable | null;
  /** The documented range of each numeric field: Calculate! refuses outside it, saying so beside the field. */
  bounds: InputBoundsOf<CalculatorField<Id>>;
  /** The form fields in display order, each named by its input. */
  fields: CalculatorFieldList<CalculatorField<Id>>;
  /** Loan program and closing cost options after the spec's fields (issue 13 item 19), in a group of their own. */
  options?: { legend: string; fields: readonly LoanOptionSpec<CalculatorField<Id>>[] };
  /** Help text closing the form: the rules and figures behind the options. */
  help?: ReactNode;
  /** The results of the last Calculate!, with the inputs that produced them. */
  results: (result: Result, inputs: FieldTexts<CalculatorField<Id>>) => ReactNode;
}

/**
 * What the nine calculators share: inputs held as text from the spec defaults, the frame with the
 * card titles, prompt and call to action named in the catalog. Each calculator gives only its math,
 * its fields and its results; this turns them into the component a page or element renders.
 */
export function defineCalculator<Id extends CalculatorId, Result>(
  definition: CalculatorDefinition<Id, Result>,
) {
  return function DefinedCalculator(host: CalculatorProps<CalculatorField<Id>, Result>) {
    return <Calculator definition={definition} host={host} />;
  };
}

function Calculator<Id extends CalculatorId, Result>({
  definition: { id, calculate, refuse, bounds, fields, options, help, results },
  host,
}: {
  definition: CalculatorDefinition<Id, Result>;
  /** The props the page or element passed to this calculator. */
  host: CalculatorProps<CalculatorField<Id>, Result>;
}) {
  // Every defaults entry maps each field of its calculator to text; TypeScript cannot follow that
  // through a generic id.
  const defaults = CALCULATOR_DEFAULTS[id] as FieldTexts<CalculatorField<Id>>;
  const compute = refuse
    ? (inputs: FieldTexts<CalculatorField<Id>>) => refuse(inputs) ?? calculate(inputs)
    : calculate;
  const { bind, result, calculatedInputs, stale, onSubmit } = useCalculator(defaults, compute, bounds, host);
  const { inputsTitle, resultsTitle, promptSubject, ctaLabel, ctaText } = CALCULATOR_CATALOG[id];
  return (
    <CalculatorLayout
      id={id}
      inputsTitle={inputsTitle}
      resultsTitle={resultsTitle}
      promptSubject={promptSubject}
      onSubmit={onSubmit}
      fields={
        <TodaysRatesContext.Provider value={host.todaysRates}>
          <CalculatorFields fields={fields} bind={bind} bounds={bounds} />
          {options ? (
            <LoanOptionFields legend={options.legend} fields={options.fields} bind={bind} bounds={bounds} />
          ) : null}
          {help}
        </TodaysRatesContext.Provider>
      }
      results={result === null || calculatedInputs === null ? null : results(result, calculatedInputs)}
      stale={stale}
      ctaLabel={ctaLabel}
      ctaText={ctaText}
      ctaHref={host.ctaHref}
      onCallToAction={host.onCallToAction}
    />
  );
}
