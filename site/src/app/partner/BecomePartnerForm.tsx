import {
  PARTNER_TRIAL_DAYS,
  type PartnerProfile,
  partnerProfileCreateSchema,
  partnerProfileSchema,
} from '@mrn/sdk/schemas/partner-profile';
import { useRef, useState } from 'react';
import { apiRequest } from '../api-request.ts';
import LiveMessage from '../LiveMessage.tsx';
import SubmitButton from '../SubmitButton.tsx';
import { useSchemaForm } from '../use-schema-form.ts';
import PartnerProfileFields, {
  EMPTY_PROFILE_VALUES,
  FIELDS_NEED_ATTENTION,
  type PartnerProfileValues,
} from './PartnerProfileFields.tsx';

interface BecomePartnerFormProps {
  onCreated: (profile: PartnerProfile) => void;
}

/** "Become a partner": the short business profile that starts the Pro trial (POST /api/app/partner). */
export default function BecomePartnerForm({ onCreated }: BecomePartnerFormProps) {
  const [values, setValues] = useState<PartnerProfileValues>(EMPTY_PROFILE_VALUES);
  const firstField = useRef<HTMLInputElement>(null);
  const { errors, error, busy, submit } = useSchemaForm({
    schema: partnerProfileCreateSchema,
    send: (body) => apiRequest('/api/app/partner', { method: 'POST', body, schema: partnerProfileSchema }),
    onSuccess: onCreated,
    invalidMessage: FIELDS_NEED_ATTENTION,
  });

  return (
    <section className="card app-panel" aria-labelledby="become-partner-heading">
      <h2 id="become-partner-heading">Become a partner</h2>
      <p>
        Put a rate-alert lead form on your own website and get the leads it collects. Tell us about your
        business to start a free {PARTNER_TRIAL_DAYS}-day Pro trial: no card needed.
      </p>
      <form noValidate onSubmit={(event) => submit(event, values)}>
        <PartnerProfileFields
          idPrefix="become-partner"
          values={values}
          onChange={setValues}
          errors={errors}
          firstField={firstField}
        />
        <SubmitButton busy={busy} busyLabel="Starting your trial…">
          Start my free trial
        </SubmitButton>
      </form>
      <LiveMessage tone="error">{error}</LiveMessage>
    </section>
  );
}
