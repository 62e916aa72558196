import { PARTNER_TRIAL_DAYS, type PartnerProfile } from '@mrn/sdk/schemas/partner-profile';
import { EMPTY_PROFILE_VALUES } from './PartnerProfileFields.tsx';
import PartnerProfileForm from './PartnerProfileForm.tsx';

interface BecomePartnerFormProps {
  onCreated: (profile: PartnerProfile) => void;
}

/** "Become a partner": the short business profile that starts the Pro trial (POST /api/app/partner). */
export default function BecomePartnerForm({ onCreated }: BecomePartnerFormProps) {
  return (
    <section className="card app-panel" aria-labelledby="become-partner-heading">
      <h2 id="become-partner-heading">Become a partner</h2>
      <p>
        Put a rate-alert lead form on your own website and get the leads it collects. Tell us about your
        business to start a free {PARTNER_TRIAL_DAYS}-day Pro trial: no card needed.
      </p>
      <PartnerProfileForm
        idPrefix="become-partner"
        method="POST"
        initialValues={EMPTY_PROFILE_VALUES}
        onSaved={onCreated}
        submitLabel="Start my free trial"
        busyLabel="Starting your trial…"
      />
    </section>
  );
}
