import {
  PARTNER_TRIAL_DAYS,
  type PartnerProfile,
  partnerProfileCreateSchema,
  partnerProfileSchema,
} from '@mrn/sdk/schemas/partner-profile';
import { type FormEvent, useRef, useState } from 'react';
import { apiRequest } from '../api-request.ts';
import { fieldMessagesFrom } from '../field-messages.ts';
import LiveMessage from '../LiveMessage.tsx';
import PartnerProfileFields, {
  EMPTY_PROFILE_VALUES,
  type PartnerProfileValues,
} from './PartnerProfileFields.tsx';

interface BecomePartnerFormProps {
  onCreated: (profile: PartnerProfile) => void;
}

/** "Become a partner": the short business profile that starts the Pro trial (POST /api/app/partner). */
export default function BecomePartnerForm({ onCreated }: BecomePartnerFormProps) {
  const [values, setValues] = useState<PartnerProfileValues>(EMPTY_PROFILE_VALUES);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const firstField = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError('');
    const parsed = partnerProfileCreateSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldMessagesFrom(parsed.error));
      setError('Some fields need your attention.');
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await apiRequest('/api/app/partner', {
      method: 'POST',
      body: parsed.data,
      schema: partnerProfileSchema,
    });
    setBusy(false);
    if (!result.ok) {
      setErrors(result.fields);
      setError(result.message);
      return;
    }
    onCreated(result.data);
  }

  return (
    <section className="card app-panel" aria-labelledby="become-partner-heading">
      <h2 id="become-partner-heading">Become a partner</h2>
      <p>
        Put a rate-alert lead form on your own website and get the leads it collects. Tell us about your
        business to start a free {PARTNER_TRIAL_DAYS}-day Pro trial: no card needed.
      </p>
      <form noValidate onSubmit={onSubmit}>
        <PartnerProfileFields
          idPrefix="become-partner"
          values={values}
          onChange={setValues}
          errors={errors}
          firstField={firstField}
        />
        <button className="button" type="submit" disabled={busy}>
          {busy ? 'Starting your trial…' : 'Start my free trial'}
        </button>
      </form>
      <LiveMessage tone="error">{error}</LiveMessage>
    </section>
  );
}
