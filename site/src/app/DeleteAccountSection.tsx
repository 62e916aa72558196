import { accountDeleteRequestSchema } from '@mrn/sdk/schemas/account';
import { canonicalEmail } from '@mrn/sdk/schemas/email-address';
import { type FormEvent, useRef, useState } from 'react';
import { apiRequest } from './api-request.ts';
import { fieldMessagesFrom } from './field-messages.ts';
import LiveMessage from './LiveMessage.tsx';
import { goTo } from './navigation.ts';
import TextField from './TextField.tsx';

export const ACCOUNT_DELETED_PATH = '/app/deleted';

/** Deletes the account after the person types their address. */
export default function DeleteAccountSection({ email }: { email: string }) {
  const [confirmEmail, setConfirmEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError('');
    const parsed = accountDeleteRequestSchema.safeParse({ confirmEmail });
    if (!parsed.success) {
      setErrors(fieldMessagesFrom(parsed.error));
      input.current?.focus();
      return;
    }
    if (parsed.data.confirmEmail !== canonicalEmail(email)) {
      setErrors({ confirmEmail: `Type ${email} exactly to confirm.` });
      input.current?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await apiRequest('/api/app/account/delete', { method: 'POST', body: parsed.data });
    if (result.ok) {
      goTo(ACCOUNT_DELETED_PATH);
      return;
    }
    setBusy(false);
    setErrors(result.fields);
    setError(result.message);
  }

  return (
    <section className="card app-panel app-danger-zone" aria-labelledby="delete-heading">
      <h2 id="delete-heading">Delete account</h2>
      <p>Deleting your account erases, at once:</p>
      <ul>
        <li>your account and email address, and every signed-in session,</li>
        <li>all your rate alerts and the history of alert mails we sent for them,</li>
        <li>your notification settings and newsletter subscription,</li>
        <li>the messages you sent us through our contact form.</li>
      </ul>
      <p>
        Anything left in backups or logs is erased or anonymised within 90 days. A mortgage professional you
        gave your details to through their form keeps that lead; ask them to remove it. This cannot be undone:
        download your data first if you want a copy.
      </p>
      <form noValidate onSubmit={onSubmit}>
        <TextField
          ref={input}
          id="delete-confirm-email"
          label={
            <>
              Type your email address (<span className="app-break">{email}</span>) to confirm
            </>
          }
          type="email"
          autoComplete="off"
          spellCheck={false}
          value={confirmEmail}
          onValueChange={setConfirmEmail}
          error={errors.confirmEmail}
        />
        <LiveMessage tone="error">{error}</LiveMessage>
        <button className="button app-danger-button" type="submit" disabled={busy}>
          {busy ? 'Deleting…' : 'Delete my account'}
        </button>
      </form>
    </section>
  );
}
