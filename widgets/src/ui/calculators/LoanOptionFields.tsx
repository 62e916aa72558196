import type { InputBoundsOf } from '@mrn/sdk/finance/input-bounds';
import { FieldGroup } from '../primitives/FieldGroup';
import { SelectField, type SelectOption } from '../primitives/SelectField';
import { type BoundInput, type CalculatorFieldSpec, CalculatorFields } from './CalculatorFields';

/** A loan option: a choice with a hint under it, or any calculator field. */
export type LoanOptionSpec<Field extends string> =
  | { kind: 'choice'; field: Field; label: string; hint: string; options: readonly SelectOption[] }
  | CalculatorFieldSpec<Field>;

export interface LoanOptionFieldsProps<Field extends string> {
  legend: string;
  fields: readonly LoanOptionSpec<Field>[];
  bind: (field: Field) => BoundInput;
  bounds: InputBoundsOf<Field>;
}

/** The loan program and closing cost options (issue 13 item 19), grouped under a legend. */
export function LoanOptionFields<Field extends string>({
  legend,
  fields,
  bind,
  bounds,
}: LoanOptionFieldsProps<Field>) {
  return (
    <FieldGroup legend={legend}>
      {fields.map((spec) => {
        if (spec.kind !== 'choice') {
          return <CalculatorFields key={spec.field} fields={[spec]} bind={bind} bounds={bounds} />;
        }
        const { value, onChange } = bind(spec.field);
        return (
          <SelectField
            key={spec.field}
            label={spec.label}
            hint={spec.hint}
            options={spec.options}
            value={value}
            onChange={onChange}
          />
        );
      })}
    </FieldGroup>
  );
}
