import { formatPayment, formatTotal } from '@mrn/sdk/finance/currency-format';
import { WORKSHEET_DEFAULTS } from '@mrn/sdk/finance/defaults';
import { isNotComputable } from '@mrn/sdk/finance/input-bounds';
import {
  type SavingsTrackerField,
  type SavingsTrackerInputs,
  trackSavings,
} from '@mrn/sdk/finance/savings-tracker';
import { Card } from '@mrn/widgets/ui/primitives/Card';
import { DateField } from '@mrn/widgets/ui/primitives/DateField';
import { NumberField } from '@mrn/widgets/ui/primitives/NumberField';
import { ResultLine } from '@mrn/widgets/ui/primitives/ResultLine';
import { ResultList } from '@mrn/widgets/ui/primitives/ResultList';
import { useState } from 'react';
import WorksheetRefusal from './WorksheetRefusal.tsx';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
function formatIsoDate(iso: string): string {
  return longDate.format(new Date(`${iso}T00:00:00Z`));
}

/** Down payment savings tracker (spec §2, §9): live progress, projected date, monthly need for a target. */
export default function DownPaymentTrackerIsland() {
  const [inputs, setInputs] = useState<SavingsTrackerInputs>({
    ...WORKSHEET_DEFAULTS['down-payment-tracker'],
  });
  const outcome = trackSavings(inputs);
  // Out of bounds: what is allowed beside each field at fault, and no figures (never Infinity).
  const refusal = isNotComputable(outcome) ? outcome.fields : null;
  const result = isNotComputable(outcome) ? null : outcome;
  /** Props binding a field to one input: its name, its text, a setter and its out-of-range message. */
  const bind = (field: SavingsTrackerField) => ({
    name: field,
    value: String(inputs[field] ?? ''),
    onChange: (value: string) => setInputs((previous) => ({ ...previous, [field]: value })),
    error: refusal?.[field],
  });
  const progress = result ? Math.round(result.progressPercent) : 0;
  return (
    <div className="worksheet-grid">
      <Card title="Your Savings Goal">
        <NumberField label="Target Home Price" min={0} {...bind('homePrice')} />
        <NumberField label="Down Payment (%)" step={0.1} min={0} {...bind('downPaymentPercent')} />
        <NumberField label="Current Savings" min={0} {...bind('currentSavings')} />
        <NumberField label="Monthly Savings" min={0} {...bind('monthlySavings')} />
        <DateField label="Target Date (optional)" {...bind('targetDate')} />
      </Card>
      <Card title="Your Progress">
        <div aria-live="polite">
          <div className="progress-label">
            <span>Progress</span>
            <span>{progress}%</span>
          </div>
          <progress className="savings-progress" max={100} value={progress} aria-label="Down payment saved">
            {progress}%
          </progress>
          {refusal && <WorksheetRefusal />}
          <ResultList>
            <ResultLine
              label="Down Payment Needed"
              value={result ? formatTotal(result.needed) : '—'}
              emphasis
            />
            <ResultLine label="Still to Save" value={result ? formatTotal(result.remaining) : '—'} />
            <ResultLine
              label="Months to Goal"
              value={
                !result
                  ? '—'
                  : result.monthsToGoal === null
                    ? 'Enter monthly savings'
                    : String(result.monthsToGoal)
              }
            />
            <ResultLine
              label="Projected Date"
              value={
                !result ? '—' : result.projectedDate ? formatIsoDate(result.projectedDate) : 'Not yet known'
              }
            />
            {result && result.monthlyNeededForTarget !== null && (
              <ResultLine
                label="Monthly Savings Needed for Target Date"
                value={formatPayment(result.monthlyNeededForTarget)}
                tone={result.targetDateInPast ? 'warning' : undefined}
                note={result.targetDateInPast ? 'The target date has passed' : undefined}
              />
            )}
          </ResultList>
        </div>
      </Card>
    </div>
  );
}
