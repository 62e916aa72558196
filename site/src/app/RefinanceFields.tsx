import type { RefinanceFormValues } from './alert-form-values.ts';
import SelectField from './SelectField.tsx';
import TextField from './TextField.tsx';

interface RefinanceFieldsProps {
  idPrefix: string;
  values: RefinanceFormValues;
  onChange: (values: RefinanceFormValues) => void;
  /** Field messages keyed like the API's 422 (`inputs.currentBalance`). */
  errors: Record<string, string>;
}

const TERMS = [
  { value: '30', label: '30 years (watches the 30-year fixed rate)' },
  { value: '15', label: '15 years (watches the 15-year fixed rate)' },
] as const;

/** The owner's loan today, closing costs, the new term and the rule that makes refinancing worth it. */
export default function RefinanceFields({ idPrefix, values, onChange, errors }: RefinanceFieldsProps) {
  const id = (field: string) => `${idPrefix}-inputs-${field}`;
  const set = (changes: Partial<RefinanceFormValues>) => onChange({ ...values, ...changes });
  const ruleError = errors['inputs.minMonthlySaving'];
  const noRuleChosen = !values.useMinMonthlySaving && !values.useMaxBreakEvenMonths;
  return (
    <>
      <div className="app-alert-fields">
        <TextField
          id={id('currentBalance')}
          label="Balance you owe ($)"
          inputMode="decimal"
          autoComplete="off"
          value={values.currentBalance}
          onValueChange={(currentBalance) => set({ currentBalance })}
          error={errors['inputs.currentBalance']}
        />
        <TextField
          id={id('currentRate')}
          label="Your current rate (%)"
          inputMode="decimal"
          autoComplete="off"
          value={values.currentRate}
          onValueChange={(currentRate) => set({ currentRate })}
          error={errors['inputs.currentRate']}
        />
        <TextField
          id={id('yearsRemaining')}
          label="Years left on your loan"
          inputMode="decimal"
          autoComplete="off"
          value={values.yearsRemaining}
          onValueChange={(yearsRemaining) => set({ yearsRemaining })}
          error={errors['inputs.yearsRemaining']}
        />
        <TextField
          id={id('closingCosts')}
          label="Closing costs ($)"
          hint="Lender and title fees you pay up front to refinance, typically 2–5% of the loan."
          inputMode="decimal"
          autoComplete="off"
          value={values.closingCosts}
          onValueChange={(closingCosts) => set({ closingCosts })}
          error={errors['inputs.closingCosts']}
        />
        <SelectField
          id={id('newTermYears')}
          label="New loan term"
          value={values.newTermYears}
          options={TERMS}
          onValueChange={(newTermYears) => set({ newTermYears })}
          error={errors['inputs.newTermYears']}
        />
      </div>
      <fieldset className="app-rule-fields" aria-describedby={ruleError ? `${id('rule')}-error` : undefined}>
        <legend>Email me when refinancing would…</legend>
        <div className="app-rule">
          <label className="app-checkbox-inline">
            <input
              type="checkbox"
              checked={values.useMinMonthlySaving}
              onChange={(event) => set({ useMinMonthlySaving: event.target.checked })}
              aria-invalid={ruleError && noRuleChosen ? true : undefined}
            />
            save at least this much a month
          </label>
          {values.useMinMonthlySaving && (
            <TextField
              id={id('minMonthlySaving')}
              label="Monthly saving ($)"
              inputMode="decimal"
              autoComplete="off"
              value={values.minMonthlySaving}
              onValueChange={(minMonthlySaving) => set({ minMonthlySaving })}
              error={noRuleChosen ? undefined : ruleError}
            />
          )}
        </div>
        <div className="app-rule">
          <label className="app-checkbox-inline">
            <input
              type="checkbox"
              checked={values.useMaxBreakEvenMonths}
              onChange={(event) => set({ useMaxBreakEvenMonths: event.target.checked })}
            />
            pay back the closing costs within
          </label>
          {values.useMaxBreakEvenMonths && (
            <TextField
              id={id('maxBreakEvenMonths')}
              label="Break-even (months)"
              inputMode="numeric"
              autoComplete="off"
              value={values.maxBreakEvenMonths}
              onValueChange={(maxBreakEvenMonths) => set({ maxBreakEvenMonths })}
              error={errors['inputs.maxBreakEvenMonths']}
            />
          )}
        </div>
        {ruleError && noRuleChosen && (
          <span id={`${id('rule')}-error`} className="app-field-error">
            {ruleError}
          </span>
        )}
      </fieldset>
    </>
  );
}
