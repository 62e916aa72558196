import {
  type PartnerProfile,
  partnerProfileCreateSchema,
  partnerProfileSchema,
  partnerProfileUpdateSchema,
} from '@mrn/sdk/schemas/partner-profile';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { apiRequest } from '../api-request.ts';
import LiveMessage from '../LiveMessage.tsx';
import SubmitButton from '../SubmitButton.tsx';
import { useSchemaForm } from '../use-schema-form.ts';
import PartnerProfileFields, {
  FIELDS_NEED_ATTENTION,
  type PartnerProfileValues,
} from './PartnerProfileFields.tsx';

interface PartnerProfileFormProps {
  idPrefix: string;
  /** POST /api/app/partner creates the profile (and starts the trial); PATCH changes it. */
  method: 'POST' | 'PATCH';
  initialValues: PartnerProfileValues;
  onSaved: (profile: PartnerProfile) => void;
  submitLabel: string;
  busyLabel: string;
  /** Focus the first field when the form appears (a profile turned into a form in place). */
  focusFirstField?: boolean;
  /** Beside the submit button (Cancel), told whether the request is in flight. */
  extraActions?: (busy: boolean) => ReactNode;
}

/** The business profile as a form: the fields, their checks against the API's schema, and the error. */
export default function PartnerProfileForm({
  idPrefix,
  method,
  initialValues,
  onSaved,
  submitLabel,
  busyLabel,
  focusFirstField = false,
  extraActions,
}: PartnerProfileFormProps) {
  const [values, setValues] = useState(initialValues);
  const firstField = useRef<HTMLInputElement>(null);
  const { errors, error, busy, submit } = useSchemaForm({
    schema: method === 'POST' ? partnerProfileCreateSchema : partnerProfileUpdateSchema,
    send: (body) => apiRequest('/api/app/partner', { method, body, schema: partnerProfileSchema }),
    onSuccess: onSaved,
    invalidMessage: FIELDS_NEED_ATTENTION,
  });

  useEffect(() => {
    if (focusFirstField) firstField.current?.focus();
  }, [focusFirstField]);

  const submitButton = (
    <SubmitButton busy={busy} busyLabel={busyLabel}>
      {submitLabel}
    </SubmitButton>
  );
  return (
    <>
      <form noValidate onSubmit={(event) => submit(event, values)}>
        <PartnerProfileFields
          idPrefix={idPrefix}
          values={values}
          onChange={setValues}
          errors={errors}
          firstField={firstField}
        />
        {extraActions ? (
          <div className="app-inline-actions">
            {submitButton}
            {extraActions(busy)}
          </div>
        ) : (
          submitButton
        )}
      </form>
      <LiveMessage tone="error">{error}</LiveMessage>
    </>
  );
}
