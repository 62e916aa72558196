import type { AlertDirection } from '@mrn/sdk/schemas/alert-direction';
import type { LeadAlertKind } from '@mrn/sdk/schemas/lead-alert-kinds';
import type { LoanProgram } from '@mrn/sdk/schemas/loan-programs';
import { RATE_TYPE_LABELS, RATE_TYPES, type RateType } from '@mrn/sdk/schemas/rate-type';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ApiClient, FieldMessages, LeadSubmissionBody, PublicFormConfig } from '../../api';
import type { WidgetContract } from '../../contract/load-widget-contract';
import { Button } from '../primitives/Button';
import { SelectField } from '../primitives/SelectField';
import { TextField } from '../primitives/TextField';
import { ConsentField } from './ConsentField';
import { CurrentRatesStrip } from './CurrentRatesStrip';
import type { LeadFormContext } from './lead-form-context';
import { EMPTY_LEAD_FORM, type LeadFormValues } from './lead-form-values';
import { TargetRateField } from './TargetRateField';
import { type LeadSubmissionCallbacks, useLeadSubmission } from './use-lead-submission';

const RATE_TYPE_OPTIONS = RATE_TYPES.map((value) => ({ value, label: RATE_TYPE_LABELS[value] }));

/** The visitor's contact fields, in the order the form shows them. */
const CONTACT_FIELDS = [
  { label: 'Name', name: 'name', autoComplete: 'name', required: true },
  { label: 'Email', name: 'email', type: 'email', autoComplete: 'email', required: true },
  { label: 'Phone (optional)', name: 'phone', type: 'tel', autoComplete: 'tel' },
] as const;

const DIRECTION_OPTIONS = [
  { value: 'below', label: 'Falls to or below my target' },
  { value: 'above', label: 'Rises to or above my target' },
] as const;

export interface LeadFormBodyProps extends LeadSubmissionCallbacks {
  config: PublicFormConfig;
  /** The schemas and words loaded with the config; without it the server alone judges the lead. */
  contract?: WidgetContract;
  client: ApiClient;
  /** The host page address sent with the lead (its utm_* parameters included); read at submit time. */
  pageUrl: () => string | undefined;
  context?: LeadFormContext;
}

/** The loaded form: fields, submission and the outcome line (idle, submitting, success, failure). */
export function LeadFormBody({
  config,
  contract,
  client,
  pageUrl,
  context,
  onSubmitted,
  onError,
}: LeadFormBodyProps) {
  // The page's prefill, and its hidden fields, which ride along in the values sent.
  const [values, setValues] = useState<LeadFormValues>({ ...EMPTY_LEAD_FORM, ...context });
  // A form offering refinance or payment alerts: which one the visitor chose, and its fields as typed.
  const [alertKind, setAlertKind] = useState<'rate' | LeadAlertKind>('rate');
  const [alertTexts, setAlertTexts] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<FieldMessages>({});
  const [focusFirstError, setFocusFirstError] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const { state, submit } = useLeadSubmission(client, config.id, { onSubmitted, onError }, contract);

  useEffect(() => {
    if (focusFirstError === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusFirstError]);

  useEffect(() => {
    if (state.status === 'success') outcomeRef.current?.focus();
    // A 422 names fields by the request body's keys, which are the form's own field names.
    if (state.status === 'failure' && Object.keys(state.fieldErrors).length > 0) {
      setErrors(state.fieldErrors);
      setFocusFirstError((count) => count + 1);
    }
  }, [state]);

  function update<Field extends keyof LeadFormValues>(field: Field, value: LeadFormValues[Field]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  }

  /**
   * The server's own rules judge the form (leadSubmissionSchema, in the contract chunk that came
   * with the config), so the messages here are the ones its 422 would give. Should the chunk have
   * been unreachable, the server still judges and its 422 lands on the same fields.
   */
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.status === 'submitting') return;
    const { targetRate: _targetRate, direction: _direction, ...contact } = values;
    const entry =
      alertKind === 'rate' || !contract
        ? { ...values, pageUrl: pageUrl() }
        : {
            ...contact,
            ...contract.leadAlertEntry(alertKind, alertTexts, values.rateType),
            pageUrl: pageUrl(),
          };
    const result = contract?.checkLead(entry) ?? { ok: true, body: entry as LeadSubmissionBody };
    if (!result.ok) {
      setErrors(result.fields);
      setFocusFirstError((count) => count + 1);
      return;
    }
    setErrors({});
    void submit(result.body);
  }

  const submitting = state.status === 'submitting';
  // The form's loan programs (words from the contract chunk): a select only when it offers several.
  const program = contract?.leadProgramField(config, values);
  return (
    <>
      {config.showCurrentRates ? <CurrentRatesStrip currentRates={config.currentRates} /> : null}
      {state.status === 'success' ? null : (
        <form ref={formRef} className="mrn-lead-form__form" part="form" noValidate onSubmit={handleSubmit}>
          {CONTACT_FIELDS.map((field) => (
            <TextField
              key={field.name}
              {...field}
              value={values[field.name]}
              onChange={(value) => update(field.name, value)}
              error={errors[field.name]}
            />
          ))}
          {program?.options[1] && (
            <SelectField {...program} onChange={(value) => update('program', value as LoanProgram)} />
          )}
          <SelectField
            label="Rate type"
            name="rateType"
            options={RATE_TYPE_OPTIONS}
            value={values.rateType}
            // A select gives only its options' values, and the lead check judges them anyway.
            onChange={(value) => update('rateType', value as RateType)}
            hint={program?.termHint}
          />
          {contract && config.alertKinds.length > 0 ? (
            <SelectField
              label="Alert me about"
              name="alertKind"
              options={contract.leadAlertChoices(config.alertKinds)}
              value={alertKind}
              onChange={(value) => setAlertKind(value as LeadAlertKind)}
            />
          ) : null}
          {alertKind === 'rate' || !contract ? (
            <>
              <TargetRateField
                value={values.targetRate}
                onChange={(value) => update('targetRate', value)}
                error={errors.targetRate}
              />
              <SelectField
                label="Alert me when the rate"
                name="direction"
                options={DIRECTION_OPTIONS}
                value={values.direction}
                onChange={(value) => update('direction', value as AlertDirection)}
              />
            </>
          ) : (
            contract.LEAD_ALERT_FIELDS[alertKind].map((field) => (
              <TextField
                key={field.name}
                label={field.label}
                name={field.name}
                inputMode="decimal"
                value={alertTexts[field.name] ?? field.value}
                onChange={(value) => setAlertTexts((texts) => ({ ...texts, [field.name]: value }))}
                error={errors[`${alertKind}.${field.name}`]}
              />
            ))
          )}
          <div className="mrn-honeypot" aria-hidden="true">
            <label>
              Website
              <input
                type="text"
                name="website"
                tabIndex={-1}
                autoComplete="off"
                value={values.website}
                onChange={(event) => update('website', event.currentTarget.value)}
              />
            </label>
          </div>
          <ConsentField
            text={config.consentText}
            checked={values.consent}
            onChange={(checked) => update('consent', checked)}
            error={errors.consent}
          />
          <Button type="submit" className="mrn-lead-form__submit" disabled={submitting}>
            {submitting ? 'Sending…' : config.buttonText}
          </Button>
        </form>
      )}
      <div
        ref={outcomeRef}
        className={`mrn-lead-form__outcome mrn-lead-form__outcome--${state.status}`}
        part="outcome"
        role="status"
        tabIndex={-1}
      >
        {state.status === 'success' ? (
          <p>
            Thank you! Check your inbox to confirm your rate alert. {config.businessName} has your request and
            will be in touch.
          </p>
        ) : state.status === 'failure' ? (
          <p>{state.message}</p>
        ) : null}
      </div>
    </>
  );
}
