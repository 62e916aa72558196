import { ALERT_KIND_LABELS } from '@mrn/sdk/schemas/alert-kinds';
import type { AccountAlert } from '@mrn/sdk/schemas/app-alerts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import AlertFields from './AlertFields.tsx';
import { changedAlertFields } from './alert-changes.ts';
import { type AlertFormValues, alertFormValuesOf } from './alert-form-values.ts';
import { checkAlertRequest } from './alert-request-check.ts';
import type { ApiFailure } from './api-request.ts';
import { focusFirstInvalidField } from './focus-first-invalid.ts';
import LiveMessage from './LiveMessage.tsx';
import SubmitButton from './SubmitButton.tsx';
import type { TodayRates } from './today-rates.ts';
import type { AccountAlertsApi } from './use-account-alerts.ts';

interface AlertEditFormProps {
  alert: AccountAlert;
  update: AccountAlertsApi['update'];
  /** Closes the form; `saved` says whether something changed. */
  onClose: (saved: boolean) => void;
  todayRates: TodayRates;
}

/** Inline edit of one alert, with its kind's fields; only the changed fields are sent. */
export default function AlertEditForm({ alert, update, onClose, todayRates }: AlertEditFormProps) {
  const [values, setValues] = useState<AlertFormValues>(() => alertFormValuesOf(alert));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    form.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const checked = checkAlertRequest(values);
    setErrors(checked.fields);
    if (!checked.ok) {
      focusFirstInvalidField(form);
      return;
    }
    const changes = changedAlertFields(alert, checked.request);
    if (changes === null) {
      onClose(false);
      return;
    }
    setBusy(true);
    const result = await update(alert.id, changes);
    setBusy(false);
    if (!result.ok) {
      setErrors(result.fields);
      setFailure(result);
      return;
    }
    onClose(true);
  }

  return (
    <form
      ref={form}
      className="app-edit-form"
      noValidate
      onSubmit={onSubmit}
      aria-label={`Edit ${ALERT_KIND_LABELS[alert.kind].toLowerCase()} alert`}
    >
      <AlertFields
        idPrefix={`edit-${alert.id}`}
        values={values}
        onChange={setValues}
        errors={errors}
        todayRates={todayRates}
      />
      <LiveMessage tone="error">{failure?.message}</LiveMessage>
      <div className="app-inline-actions">
        <SubmitButton className="button app-small-button" busy={busy} busyLabel="Saving…">
          Save changes
        </SubmitButton>
        <button
          className="button button-secondary app-small-button"
          type="button"
          onClick={() => onClose(false)}
          disabled={busy}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
