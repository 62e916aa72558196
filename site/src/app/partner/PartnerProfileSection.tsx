import { EQUAL_HOUSING_LEGENDS } from '@mrn/sdk/schemas/equal-housing';
import type { PartnerProfile } from '@mrn/sdk/schemas/partner-profile';
import { useEffect, useRef, useState } from 'react';
import LiveMessage from '../LiveMessage.tsx';
import SmallButton from '../SmallButton.tsx';
import type { PartnerProfileValues } from './PartnerProfileFields.tsx';
import PartnerProfileForm from './PartnerProfileForm.tsx';

interface PartnerProfileSectionProps {
  profile: PartnerProfile;
  onSaved: (profile: PartnerProfile) => void;
}

function valuesOf(profile: PartnerProfile): PartnerProfileValues {
  return {
    businessName: profile.businessName,
    licenceId: profile.licenceId ?? '',
    website: profile.website ?? '',
    logoUrl: profile.logoUrl ?? '',
    replyToEmail: profile.replyToEmail ?? '',
    equalHousing: profile.equalHousing ?? '',
  };
}

const NOT_SET = <span className="app-empty">Not set</span>;

/** Why replies do not go to the reply-to address yet (server: partner-addresses/proven-partner-address.ts). */
export const REPLY_TO_WAITING =
  "Waiting for confirmation: open the link we mailed to this address. Until then, replies and your account's " +
  'mail go to the address you sign in with.';

/** The business profile, and an Edit button that turns it into a form in place (PATCH /api/app/partner). */
export default function PartnerProfileSection({ profile, onSaved }: PartnerProfileSectionProps) {
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState('');
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  function startEditing() {
    setStatus('');
    setEditing(true);
  }

  function stopEditing() {
    returnFocus.current = true;
    setEditing(false);
  }

  return (
    <section className="card app-panel" aria-labelledby="partner-profile-heading">
      <div className="app-panel-head">
        <h2 id="partner-profile-heading">Business profile</h2>
        {!editing && (
          <SmallButton buttonRef={editButton} onClick={startEditing}>
            Edit profile
          </SmallButton>
        )}
      </div>
      {editing ? (
        <PartnerProfileForm
          idPrefix="partner-profile"
          method="PATCH"
          initialValues={valuesOf(profile)}
          onSaved={(saved) => {
            onSaved(saved);
            setStatus('Saved.');
            stopEditing();
          }}
          submitLabel="Save profile"
          busyLabel="Saving…"
          focusFirstField
          extraActions={(busy) => (
            <button className="button button-secondary" type="button" onClick={stopEditing} disabled={busy}>
              Cancel
            </button>
          )}
        />
      ) : (
        <dl className="partner-profile-list">
          <dt>Business name</dt>
          <dd className="app-break">{profile.businessName}</dd>
          <dt>Licence ID</dt>
          <dd className="app-break">{profile.licenceId ?? NOT_SET}</dd>
          <dt>Website</dt>
          <dd className="app-break">
            {profile.website ? (
              <a href={profile.website} target="_blank" rel="noopener noreferrer">
                {profile.website}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : (
              NOT_SET
            )}
          </dd>
          <dt>Logo</dt>
          <dd className="app-break">
            {profile.logoUrl ? (
              <img
                className="partner-profile-logo"
                src={profile.logoUrl}
                alt={`${profile.businessName} logo`}
              />
            ) : (
              NOT_SET
            )}
          </dd>
          <dt>Reply-to email</dt>
          <dd className="app-break">
            {profile.replyToEmail ?? NOT_SET}
            {profile.replyToEmailStatus === 'awaiting_confirmation' && (
              <span className="app-field-hint partner-profile-pending">{REPLY_TO_WAITING}</span>
            )}
          </dd>
          <dt>Equal Housing legend</dt>
          <dd>{profile.equalHousing ? EQUAL_HOUSING_LEGENDS[profile.equalHousing] : NOT_SET}</dd>
        </dl>
      )}
      <LiveMessage tone="success">{status}</LiveMessage>
    </section>
  );
}
