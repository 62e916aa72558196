import type { ReactNode } from 'react';
import AlertInputFields, {
  AlertInput,
  type AlertInputField,
  type AlertInputFieldsProps,
  alertInputId,
  LOAN_TERM_OPTIONS,
} from './AlertInputFields.tsx';
import type { RefinanceFormValues } from './alert-form-values.ts';

const LOAN_FIELDS: readonly AlertInputField<RefinanceFormValues>[] = [
  { field: 'currentBalance', label: 'Balance you owe ($)', unit: 'dollars' },
  { field: 'currentRate', label: 'Your current rate (%)', unit: 'percent', step: 0.01 },
  { field: 'yearsRemaining', label: 'Years left on your loan', unit: 'years' },
  {
    field: 'closingCosts',
    label: 'Closing costs ($)',
    unit: 'dollars',
    hint: 'Lender and title fees you pay up front to refinance, typically 2–5% of the loan.',
  },
  { field: 'newTermYears', label: 'New loan term', options: LOAN_TERM_OPTIONS },
];

const MONTHLY_SAVING: AlertInputField<RefinanceFormValues> = {
  field: 'minMonthlySaving',
  label: 'Monthly saving ($)',
  unit: 'dollars',
};
const BREAK_EVEN: AlertInputField<RefinanceFormValues> = {
  field: 'maxBreakEvenMonths',
  label: 'Break-even (months)',
  unit: 'month',
};

/** The owner's loan today, closing costs, the new term and the rule that makes refinancing worth it. */
export default function RefinanceFields(props: Omit<AlertInputFieldsProps<RefinanceFormValues>, 'fields'>) {
  const { idPrefix, values, onChange, errors } = props;
  const set = (changes: Partial<RefinanceFormValues>) => onChange({ ...values, ...changes });
  const ruleError = errors['inputs.minMonthlySaving'];
  const noRuleChosen = !values.useMinMonthlySaving && !values.useMaxBreakEvenMonths;
  const ruleErrorId = `${alertInputId(idPrefix, 'rule')}-error`;
  return (
    <>
      <AlertInputFields fields={LOAN_FIELDS} {...props} />
      <fieldset className="app-rule-fields" aria-describedby={ruleError ? ruleErrorId : undefined}>
        <legend>Email me when refinancing would…</legend>
        <RefinanceRule
          choice="save at least this much a month"
          chosen={values.useMinMonthlySaving}
          onChoose={(useMinMonthlySaving) => set({ useMinMonthlySaving })}
          choiceInvalid={Boolean(ruleError) && noRuleChosen}
        >
          <AlertInput
            idPrefix={idPrefix}
            input={MONTHLY_SAVING}
            value={values.minMonthlySaving}
            onValueChange={(minMonthlySaving) => set({ minMonthlySaving })}
            // With no rule ticked the message belongs to the whole group, shown below it.
            error={noRuleChosen ? undefined : ruleError}
          />
        </RefinanceRule>
        <RefinanceRule
          choice="pay back the closing costs within"
          chosen={values.useMaxBreakEvenMonths}
          onChoose={(useMaxBreakEvenMonths) => set({ useMaxBreakEvenMonths })}
          choiceInvalid={false}
        >
          <AlertInput
            idPrefix={idPrefix}
            input={BREAK_EVEN}
            value={values.maxBreakEvenMonths}
            onValueChange={(maxBreakEvenMonths) => set({ maxBreakEvenMonths })}
            error={errors['inputs.maxBreakEvenMonths']}
          />
        </RefinanceRule>
        {ruleError && noRuleChosen && (
          <span id={ruleErrorId} className="app-field-error">
            {ruleError}
          </span>
        )}
      </fieldset>
    </>
  );
}

interface RefinanceRuleProps {
  /** The checkbox's words, finishing the legend's sentence. */
  choice: string;
  chosen: boolean;
  onChoose: (chosen: boolean) => void;
  choiceInvalid: boolean;
  /** The rule's amount, shown once ticked. */
  children: ReactNode;
}

/** One rule of a refinance alert: a checkbox, and its amount once ticked. */
function RefinanceRule({ choice, chosen, onChoose, choiceInvalid, children }: RefinanceRuleProps) {
  return (
    <div className="app-rule">
      <label className="app-checkbox-inline">
        <input
          type="checkbox"
          checked={chosen}
          onChange={(event) => onChoose(event.target.checked)}
          aria-invalid={choiceInvalid ? true : undefined}
        />
        {choice}
      </label>
      {chosen && children}
    </div>
  );
}
