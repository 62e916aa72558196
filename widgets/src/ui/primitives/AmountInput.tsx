import type { InputBounds } from '@mrn/sdk/finance/input-bounds';
import type { ChangeEvent, KeyboardEvent } from 'react';
import { editAmount, groupedAmount, steppedAmount } from './amount-text';
import type { FieldIds } from './FieldShell';

/** What an amount is counted in; it picks the adornment and the phone keypad. */
export type AmountUnit = InputBounds['unit'];

export interface AmountInputProps {
  /** The ids of the FieldShell around it: the input carries the id and cites the hint and error. */
  ids: FieldIds;
  /** The bare number as text ("400000"), or what was typed when that is not a plain number. */
  value: string;
  /** Called with the bare number: separators are for the eye only. */
  onChange: (value: string) => void;
  /** A "$" before dollars, a "%" or "years" after percents and years; none without a unit. */
  unit?: AmountUnit;
  /** ArrowUp/ArrowDown move by this (number inputs did); rates 0.01, other percents 0.1. */
  step?: number;
  min?: number;
  max?: number;
  name?: string;
  invalid?: boolean;
}

/** Text drawn before or after the number; visual only, since the label says the unit. */
const ADORNMENTS: { readonly [Unit in AmountUnit]?: readonly [before: string, after: string] } = {
  dollars: ['$', ''],
  percent: ['', '%'],
  years: ['', 'years'],
};

/**
 * The <input> of an amount field: a text input (so it can show "400,000") with the phone's number
 * keypad, thousands separators inserted as the person types, and the unit drawn beside the number.
 * The value is always handed on bare; nothing is calculated here (spec §4).
 */
export function AmountInput({ ids, value, onChange, unit, step, min, max, name, invalid }: AmountInputProps) {
  const shown = groupedAmount(value);
  const [before, after] = (unit && ADORNMENTS[unit]) || ['', ''];

  const edit = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const typed = input.value;
    const inputType = (event.nativeEvent as InputEvent).inputType;
    const next = editAmount(shown, typed, input.selectionStart ?? typed.length, inputType);
    if (next.text !== typed) {
      // Written here, before the re-render, so the re-render finds the same text and leaves the caret.
      input.value = next.text;
      if ((input.getRootNode() as Document | ShadowRoot).activeElement === input)
        input.setSelectionRange(next.caret, next.caret);
    }
    onChange(next.value);
  };

  const stepWithArrows = (event: KeyboardEvent<HTMLInputElement>) => {
    const direction = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
    if (!direction || event.altKey || event.ctrlKey || event.metaKey) return;
    const next = steppedAmount(value, direction, step, min, max);
    if (next === null) return;
    event.preventDefault();
    onChange(next);
  };

  return (
    <div className={`mrn-amount-field${unit ? ` mrn-amount-field--${unit}` : ''}`}>
      {before ? (
        <span className="mrn-amount-field__unit mrn-amount-field__unit--before" aria-hidden="true">
          {before}
        </span>
      ) : null}
      <input
        id={ids.id}
        className="mrn-field__input"
        part="input"
        type="text"
        inputMode={unit === 'month' ? 'numeric' : 'decimal'}
        autoComplete="off"
        name={name}
        value={shown}
        aria-invalid={invalid || undefined}
        aria-describedby={ids.describedBy}
        onChange={edit}
        onKeyDown={stepWithArrows}
      />
      {after ? (
        <span className="mrn-amount-field__unit mrn-amount-field__unit--after" aria-hidden="true">
          {after}
        </span>
      ) : null}
    </div>
  );
}
