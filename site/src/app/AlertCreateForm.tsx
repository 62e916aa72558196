import type { AccountAlert, AccountAlertCreate } from '@mrn/sdk/schemas/app-alerts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import AlertFields from './AlertFields.tsx';
import { describeAlertKind } from './alert-description.ts';
import { type AlertFormValues, NEW_ALERT_VALUES, withSeries } from './alert-form-values.ts';
import { checkAlertRequest } from './alert-request-check.ts';
import type { ApiResult } from './api-request.ts';
import { focusFirstInvalidField } from './focus-first-invalid.ts';
import LiveMessage from './LiveMessage.tsx';
import SubmitButton from './SubmitButton.tsx';
import type { TodayRates } from './today-rates.ts';

interface AlertCreateFormProps {
  create: (input: AccountAlertCreate) => Promise<ApiResult<AccountAlert>>;
  /** Ids of the alerts listed now: asking for one of them again switches it on instead of adding one. */
  knownIds: readonly string[];
  /** For the live preview: what the alert would mean at today's rate. */
  todayRates: TodayRates;
  /** The series of the person's loan: what a new alert watches unless they pick another. */
  defaultSeries?: string;
}

/** What to say after a create: added, switched back on, or stored paused (alert mails are off). */
export function createdAlertMessage(alert: AccountAlert, existed: boolean): string {
  const description = describeAlertKind(alert);
  if (alert.status === 'paused') {
    return `Alert saved but paused: ${description}. Alert mails are turned off on your Account page.`;
  }
  return existed ? `You already had this alert; it is on: ${description}.` : `Alert added: ${description}.`;
}

/** The inline "new alert" form: checked with the API's own schema before it is sent. */
export default function AlertCreateForm({
  create,
  knownIds,
  todayRates,
  defaultSeries,
}: AlertCreateFormProps) {
  const [values, setValues] = useState<AlertFormValues>(NEW_ALERT_VALUES);
  // A new alert watches the person's loan ("My loan") unless they pick another rate.
  useEffect(() => {
    if (defaultSeries) setValues((current) => withSeries(current, defaultSeries));
  }, [defaultSeries]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  /** A 409 plan_limit: the server's message, shown as a banner by the button. */
  const [planLimit, setPlanLimit] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError('');
    setPlanLimit('');
    setStatus('');
    const checked = checkAlertRequest(values);
    setErrors(checked.fields);
    if (!checked.ok) {
      focusFirstInvalidField(form);
      return;
    }
    setBusy(true);
    const result = await create(checked.request);
    setBusy(false);
    if (!result.ok) {
      if (result.status === 409 && result.code === 'plan_limit') {
        setPlanLimit(result.message);
        return;
      }
      setErrors(result.fields);
      setError(result.message);
      focusFirstInvalidField(form);
      return;
    }
    if (values.kind === 'rate') setValues({ ...values, threshold: '' });
    setStatus(createdAlertMessage(result.data, knownIds.includes(result.data.id)));
  }

  return (
    <form
      ref={form}
      className="app-create-form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="create-alert-heading"
    >
      <h3 id="create-alert-heading">Add an alert</h3>
      <AlertFields
        idPrefix="new-alert"
        values={values}
        onChange={setValues}
        errors={errors}
        todayRates={todayRates}
        pickKind
      />
      <LiveMessage tone="error">{error}</LiveMessage>
      <LiveMessage tone="error" className="app-plan-limit">
        {planLimit && (
          <p>
            <strong>Alert limit reached.</strong> {planLimit}
          </p>
        )}
      </LiveMessage>
      <LiveMessage tone="success">{status}</LiveMessage>
      <SubmitButton busy={busy} busyLabel="Adding…">
        Add alert
      </SubmitButton>
    </form>
  );
}
