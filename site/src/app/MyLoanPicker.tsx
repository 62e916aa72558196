import {
  type LoanChoice,
  type LoanChoiceProblem,
  loanChoiceProblem,
  loanHasBands,
  type MyLoan,
  seriesOfLoanChoice,
} from '@mrn/sdk/schemas/my-loan';
import {
  CREDIT_BAND_LABELS,
  CREDIT_BANDS,
  DOWN_PAYMENT_BAND_LABELS,
  DOWN_PAYMENT_BANDS,
  LOAN_PROGRAM_LABELS,
  LOAN_PROGRAMS,
  type LoanProgram,
} from '@mrn/sdk/schemas/rate-series';
import type { RateType } from '@mrn/sdk/schemas/rate-type';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ApiFailure } from './api-request.ts';
import LiveMessage from './LiveMessage.tsx';
import SelectField from './SelectField.tsx';
import SubmitButton from './SubmitButton.tsx';

const NOT_SURE = '';

const PROGRAM_OPTIONS = LOAN_PROGRAMS.map((program) => ({
  value: program,
  label: LOAN_PROGRAM_LABELS[program],
}));
const TERM_OPTIONS: { value: RateType; label: string }[] = [
  { value: '30y', label: '30 years' },
  { value: '15y', label: '15 years' },
];
const CREDIT_OPTIONS = [
  { value: NOT_SURE, label: 'Not sure' },
  ...CREDIT_BANDS.map((band) => ({ value: band, label: CREDIT_BAND_LABELS[band] })),
];
const DOWN_PAYMENT_OPTIONS = [
  { value: NOT_SURE, label: 'Not sure' },
  ...DOWN_PAYMENT_BANDS.map((band) => ({ value: band, label: DOWN_PAYMENT_BAND_LABELS[band] })),
];

interface Draft {
  program: LoanProgram;
  term: RateType;
  creditBand: string;
  downPayment: string;
}

function draftOf(loan: MyLoan | null): Draft {
  return {
    program: loan?.program ?? 'conforming',
    term: loan?.term ?? '30y',
    creditBand: loan?.creditBand ?? NOT_SURE,
    downPayment: loan?.downPayment ?? NOT_SURE,
  };
}

/** The draft as the API takes it: bands only where the catalogue has them, "Not sure" as none. */
function choiceOf(draft: Draft): LoanChoice {
  const banded = loanHasBands(draft);
  return {
    program: draft.program,
    term: draft.term,
    creditBand: banded && draft.creditBand ? (draft.creditBand as LoanChoice['creditBand']) : null,
    downPayment: banded && draft.downPayment ? (draft.downPayment as LoanChoice['downPayment']) : null,
  };
}

interface MyLoanPickerProps {
  loan: MyLoan | null;
  save: (choice: LoanChoice) => Promise<ApiFailure | undefined>;
}

/**
 * "My loan": program, then term, then credit score and down payment where FRED publishes the rate by
 * them (the conventional 30-year). A combination FRED does not publish is explained beside the field
 * that causes it and not saved; nothing is changed into another loan behind the person's back.
 */
export default function MyLoanPicker({ loan, save }: MyLoanPickerProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(loan));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | undefined>();
  const [saved, setSaved] = useState<string | undefined>();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => setDraft(draftOf(loan)), [loan]);

  const choice = choiceOf(draft);
  const problem: LoanChoiceProblem | undefined = loanChoiceProblem(choice);
  const series = seriesOfLoanChoice(choice);
  const bands = loanHasBands(draft);
  const fieldError = (field: LoanChoiceProblem['field']) =>
    problem?.field === field ? problem.message : failure?.fields[field];

  function change(next: Partial<Draft>) {
    setDraft((previous) => ({ ...previous, ...next }));
    setSaved(undefined);
    setFailure(undefined);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (problem) {
      formRef.current?.querySelector<HTMLSelectElement>(`#my-loan-${problem.field}`)?.focus();
      return;
    }
    setBusy(true);
    const result = await save(choice);
    setBusy(false);
    setFailure(result);
    setSaved(result ? undefined : series?.label);
  }

  return (
    <form
      ref={formRef}
      className="app-my-loan"
      aria-labelledby="my-loan-heading"
      onSubmit={submit}
      noValidate
    >
      <h3 id="my-loan-heading">My loan</h3>
      <p className="app-field-hint">
        Say which loan you will get: the dashboard shows its rate and history, and new alerts watch it.
      </p>
      <div className="app-my-loan-fields">
        <SelectField
          id="my-loan-program"
          label="Loan program"
          value={draft.program}
          options={PROGRAM_OPTIONS}
          onValueChange={(program) => change({ program })}
          error={fieldError('program')}
        />
        <SelectField
          id="my-loan-term"
          label="Term"
          value={draft.term}
          options={TERM_OPTIONS}
          onValueChange={(term) => change({ term })}
          error={fieldError('term')}
        />
        {bands && (
          <>
            <SelectField
              id="my-loan-creditBand"
              label="Credit score"
              value={draft.creditBand}
              options={CREDIT_OPTIONS}
              onValueChange={(creditBand) => change({ creditBand })}
              error={fieldError('creditBand')}
            />
            <SelectField
              id="my-loan-downPayment"
              label="Down payment"
              value={draft.downPayment}
              options={DOWN_PAYMENT_OPTIONS}
              onValueChange={(downPayment) => change({ downPayment })}
              error={fieldError('downPayment')}
            />
          </>
        )}
      </div>
      <p className="app-field-hint">
        {series ? `Watches the ${series.label} rate.` : 'No published rate matches this choice yet.'}
      </p>
      <SubmitButton busy={busy} busyLabel="Saving…" className="button button-secondary app-small-button">
        Save my loan
      </SubmitButton>
      <LiveMessage tone={failure ? 'error' : 'success'}>
        {failure ? failure.message : saved ? `Saved: your loan is the ${saved}.` : undefined}
      </LiveMessage>
    </form>
  );
}
