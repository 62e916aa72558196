import type { InputBoundsOf } from '@mrn/sdk/finance/input-bounds';
import type { RateType } from '@mrn/sdk/schemas/rate-type';
import { AmountField } from '../primitives/AmountField';
import { DateField } from '../primitives/DateField';
import { FieldGroup } from '../primitives/FieldGroup';
import { SelectField, type SelectOption } from '../primitives/SelectField';
import { RateField } from './RateField';

/** One form field of a calculator: the input it edits, its label, and how it asks for the value. */
export type CalculatorFieldSpec<Field extends string> = { field: Field; label: string } & (
  | { kind?: 'number'; step?: number; min?: number; hint?: string }
  | {
      kind: 'rate';
      rateType?: RateType;
      /** The fields holding the loan type and term: "Use today's rate" picks the series they name. */
      loanTypeField?: Field;
      termField?: Field;
    }
  | { kind: 'date'; hint?: string }
  | { kind: 'select'; options: readonly SelectOption[] }
);

/** Fields asked for together under a legend (a fieldset), e.g. "Current Loan". */
export interface CalculatorFieldGroup<Field extends string> {
  legend: string;
  fields: readonly CalculatorFieldSpec<Field>[];
}

/** A calculator's form in display order: plain fields, or groups of them. */
export type CalculatorFieldList<Field extends string> =
  | readonly CalculatorFieldSpec<Field>[]
  | readonly CalculatorFieldGroup<Field>[];

/** What a field component needs of one input: its text, a setter and its out-of-range message. */
export interface BoundInput {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

export interface CalculatorFieldsProps<Field extends string> {
  fields: CalculatorFieldList<Field>;
  bind: (field: Field) => BoundInput;
  /** The calculator's input ranges: a number field's unit there gives it its "$", "%" or "years". */
  bounds?: InputBoundsOf<Field>;
}

/** Renders a calculator's field list, each field bound to its input. */
export function CalculatorFields<Field extends string>({
  fields,
  bind,
  bounds,
}: CalculatorFieldsProps<Field>) {
  return (
    <>
      {fields.map((entry) =>
        'legend' in entry ? (
          <FieldGroup key={entry.legend} legend={entry.legend}>
            {entry.fields.map((spec) => (
              <CalculatorField key={spec.field} spec={spec} bind={bind} bounds={bounds} />
            ))}
          </FieldGroup>
        ) : (
          <CalculatorField key={entry.field} spec={entry} bind={bind} bounds={bounds} />
        ),
      )}
    </>
  );
}

function CalculatorField<Field extends string>({
  spec,
  bind,
  bounds,
}: {
  spec: CalculatorFieldSpec<Field>;
  bind: (field: Field) => BoundInput;
  bounds?: InputBoundsOf<Field>;
}) {
  const input = bind(spec.field);
  if (spec.kind === 'rate') {
    return (
      <RateField
        label={spec.label}
        rateType={spec.rateType}
        loanType={spec.loanTypeField ? bind(spec.loanTypeField).value : undefined}
        termYears={spec.termField ? bind(spec.termField).value : undefined}
        {...input}
      />
    );
  }
  if (spec.kind === 'date') return <DateField label={spec.label} hint={spec.hint} {...input} />;
  if (spec.kind === 'select') return <SelectField label={spec.label} options={spec.options} {...input} />;
  return (
    <AmountField
      label={spec.label}
      unit={bounds?.[spec.field]?.unit}
      step={spec.step}
      min={spec.min}
      hint={spec.hint}
      {...input}
    />
  );
}
