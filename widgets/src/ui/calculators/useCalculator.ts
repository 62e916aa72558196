import {
  calculateWithinBounds,
  type InputBoundsOf,
  isNotComputable,
  type NotComputable,
} from '@mrn/sdk/finance/input-bounds';
import { type FormEvent, useState } from 'react';
import type { CalculatorProps, FieldTexts } from './calculator-props';

export interface CalculatorState<Field extends string, Result> {
  inputs: FieldTexts<Field>;
  /** Props for a field component bound to one input: its text, a setter and its out-of-range message. */
  bind: (field: Field) => { value: string; onChange: (value: string) => void; error?: string };
  /** The result of the last Calculate!, or null before it or when the inputs were invalid. */
  result: Result | null;
  /** The inputs that produced `result` (not the ones being typed since). */
  calculatedInputs: FieldTexts<Field> | null;
  /** A result is shown but the inputs have changed since it was calculated (the spec recalculates only on Calculate!). */
  stale: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * Spec §4: inputs are held as text; nothing is computed while typing. Calculate! (the form submit)
 * computes once from the current text and replaces the result, so a shown result can be stale.
 * An invalid input set (null) returns the card to its prompt; so does input outside the bounds,
 * which also puts what is allowed beside each field at fault (cleared as that field is edited).
 */
export function useCalculator<Field extends string, Result>(
  defaults: FieldTexts<Field>,
  /** A NotComputable answer (a rule across fields) is shown like out-of-range input. */
  calculate: (inputs: FieldTexts<Field>) => Result | NotComputable | null,
  bounds: InputBoundsOf<Field>,
  {
    initialInputs,
    calculateOnStart,
    onCalculate,
  }: Pick<CalculatorProps<Field, Result>, 'initialInputs' | 'calculateOnStart' | 'onCalculate'>,
): CalculatorState<Field, Result> {
  const [inputs, setInputs] = useState<FieldTexts<Field>>(() => withOverrides(defaults, initialInputs));
  // A shared link opens with its results: the first calculation runs in the initial state.
  const [start] = useState(() =>
    calculateOnStart ? calculateWithinBounds(bounds, calculate, inputs) : null,
  );
  const [calculation, setCalculation] = useState<{
    result: Result | null;
    inputs: FieldTexts<Field> | null;
  }>(() =>
    start === null || isNotComputable(start) ? { result: null, inputs: null } : { result: start, inputs },
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>(() =>
    isNotComputable(start) ? (start.fields as Partial<Record<Field, string>>) : {},
  );

  const bind = (field: Field) => ({
    value: inputs[field],
    onChange: (value: string) => {
      setInputs((previous) => ({ ...previous, [field]: value }));
      if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
    },
    error: errors[field],
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = calculateWithinBounds(bounds, calculate, inputs);
    const next = isNotComputable(outcome) ? null : outcome;
    setErrors(isNotComputable(outcome) ? (outcome.fields as Partial<Record<Field, string>>) : {});
    setCalculation({ result: next, inputs: next === null ? null : inputs });
    if (next !== null) onCalculate?.(next, inputs);
  };

  const calculated = calculation.inputs;
  const stale =
    calculated !== null &&
    (Object.keys(inputs) as Field[]).some((field) => inputs[field] !== calculated[field]);
  return { inputs, bind, result: calculation.result, calculatedInputs: calculated, stale, onSubmit };
}

/** Defaults with the caller's overrides; an override left undefined keeps the default. */
function withOverrides<Field extends string>(
  defaults: FieldTexts<Field>,
  overrides: Partial<FieldTexts<Field>> | undefined,
): FieldTexts<Field> {
  const inputs = { ...defaults };
  for (const field of Object.keys(overrides ?? {}) as Field[]) {
    const value = overrides?.[field];
    if (typeof value === 'string') inputs[field] = value;
  }
  return inputs;
}
