import {
  type BudgetWorksheetField,
  type BudgetWorksheetInputs,
  calculateBudgetWorksheet,
} from '@mrn/sdk/finance/budget-worksheet';
import { formatPayment } from '@mrn/sdk/finance/currency-format';
import { WORKSHEET_DEFAULTS } from '@mrn/sdk/finance/defaults';
import { isNotComputable } from '@mrn/sdk/finance/input-bounds';
import { Card } from '@mrn/widgets/ui/primitives/Card';
import { NumberField } from '@mrn/widgets/ui/primitives/NumberField';
import { ResultLine } from '@mrn/widgets/ui/primitives/ResultLine';
import { ResultList } from '@mrn/widgets/ui/primitives/ResultList';
import { useState } from 'react';
import WorksheetRefusal from './WorksheetRefusal.tsx';

const FIELDS: { field: BudgetWorksheetField; label: string }[] = [
  { field: 'monthlyIncome', label: 'Monthly Gross Income' },
  { field: 'monthlyDebts', label: 'Monthly Debt Payments' },
  { field: 'livingExpenses', label: 'Monthly Living Expenses' },
  { field: 'downPaymentSaved', label: 'Down Payment Saved' },
  { field: 'emergencyFund', label: 'Emergency Fund' },
];

/** Budget worksheet (spec §2, §9): results follow every keystroke. */
export default function BudgetWorksheetIsland() {
  const [inputs, setInputs] = useState<BudgetWorksheetInputs>({ ...WORKSHEET_DEFAULTS['budget-worksheet'] });
  const outcome = calculateBudgetWorksheet(inputs);
  // Out of bounds: what is allowed beside each field at fault, and no figures (never Infinity).
  const refusal = isNotComputable(outcome) ? outcome.fields : null;
  const result = isNotComputable(outcome) ? null : outcome;
  const shown = (value: (figures: NonNullable<typeof result>) => number) =>
    result ? formatPayment(value(result)) : '—';
  return (
    <div className="worksheet-grid">
      <Card title="Your Monthly Budget">
        {FIELDS.map(({ field, label }) => (
          <NumberField
            key={field}
            label={label}
            name={field}
            min={0}
            value={String(inputs[field] ?? '')}
            onChange={(value) => setInputs((previous) => ({ ...previous, [field]: value }))}
            error={refusal?.[field]}
          />
        ))}
      </Card>
      <Card title="What You Can Afford">
        <div aria-live="polite">
          {refusal && <WorksheetRefusal />}
          <ResultList>
            <ResultLine label="Disposable Income" value={shown((figures) => figures.disposableIncome)} />
            <ResultLine label="28% Rule Maximum" value={shown((figures) => figures.ruleOf28Max)} />
            <ResultLine
              label="Conservative Estimate (25% of disposable)"
              value={shown((figures) => figures.conservativeEstimate)}
            />
            <ResultLine
              label="Recommended Payment"
              value={shown((figures) => figures.recommendedPayment)}
              emphasis
            />
          </ResultList>
        </div>
        <p className="worksheet-note">
          The recommended payment is the lower of the 28% rule and the conservative estimate, and should cover
          principal, interest, taxes, insurance and any HOA fees.
        </p>
      </Card>
    </div>
  );
}
