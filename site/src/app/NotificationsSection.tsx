import {
  type Account,
  type NotificationPreferences,
  preferencesUpdatedSchema,
} from '@mrn/sdk/schemas/account';
import { useState } from 'react';
import { apiRequest } from './api-request.ts';
import LiveMessage from './LiveMessage.tsx';

interface NotificationsSectionProps {
  account: Account;
  onSaved: (account: Account) => void;
}

const OPTIONS: { key: keyof NotificationPreferences; label: string; hint: string }[] = [
  {
    key: 'alertMails',
    label: 'Rate alert mails (turning this off pauses all your alerts)',
    hint: 'Your alerts and their history stay saved.',
  },
  { key: 'newsletter', label: 'Newsletter', hint: 'Tips for homebuyers and product news.' },
  {
    key: 'weeklyDigest',
    label: 'Weekly digest',
    hint: 'Once a week, after the new rates are out: how both rates moved and how far each of your alerts is from firing.',
  },
];

/** Which mails the person gets; each checkbox saves at once (PATCH with that one field). */
export default function NotificationsSection({ account, onSaved }: NotificationsSectionProps) {
  const [saving, setSaving] = useState<keyof NotificationPreferences | null>(null);
  /** The box as clicked, shown at once while the change is saved (reverted if it fails). */
  const [optimistic, setOptimistic] = useState<Partial<NotificationPreferences>>({});
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  /** Set when turning alert mails back on could not resume every alert (the plan limit). */
  const [notice, setNotice] = useState('');

  async function onToggle(key: keyof NotificationPreferences, value: boolean) {
    // Not disabled while saving (that would drop keyboard focus): clicks wait until the save is done.
    if (saving) return;
    setError('');
    setStatus('');
    setNotice('');
    setSaving(key);
    setOptimistic({ [key]: value });
    const result = await apiRequest('/api/app/account/preferences', {
      method: 'PATCH',
      body: { [key]: value },
      schema: preferencesUpdatedSchema,
    });
    setSaving(null);
    setOptimistic({});
    if (!result.ok) {
      setError(result.fields[key] ?? result.message);
      return;
    }
    const { notice: planNotice, ...account } = result.data;
    onSaved(account);
    setStatus('Saved.');
    setNotice(planNotice ?? '');
  }

  return (
    <section className="card app-panel" aria-labelledby="notifications-heading">
      <h2 id="notifications-heading">Notifications</h2>
      <p>Sign-in and email-change mails always go out.</p>
      <fieldset className="app-checkboxes" aria-describedby="notifications-status">
        <legend className="visually-hidden">Mails you get</legend>
        {OPTIONS.map((option) => (
          <div key={option.key} className="app-checkbox">
            <input
              id={`preference-${option.key}`}
              type="checkbox"
              checked={optimistic[option.key] ?? account.preferences[option.key]}
              aria-busy={saving === option.key}
              aria-describedby={`preference-${option.key}-hint`}
              onChange={(event) => onToggle(option.key, event.target.checked)}
            />
            <label htmlFor={`preference-${option.key}`}>
              {option.label}
              <span id={`preference-${option.key}-hint`} className="app-field-hint">
                {option.hint}
              </span>
            </label>
          </div>
        ))}
      </fieldset>
      <LiveMessage tone="error">{error}</LiveMessage>
      <LiveMessage tone="error" className="app-plan-limit">
        {notice && <p>{notice}</p>}
      </LiveMessage>
      <LiveMessage tone="status" id="notifications-status">
        {saving ? 'Saving…' : status}
      </LiveMessage>
    </section>
  );
}
