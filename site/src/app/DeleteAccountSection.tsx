import { accountDeleteRequestSchema } from '@mrn/sdk/schemas/account';
import { canonicalEmail } from '@mrn/sdk/schemas/email-address';
import { useRef, useState } from 'react';
import { apiRequest } from './api-request.ts';
import LiveMessage from './LiveMessage.tsx';
import { goTo } from './navigation.ts';
import SubmitButton from './SubmitButton.tsx';
import TextField from './TextField.tsx';
import { useSchemaForm } from './use-schema-form.ts';

export const ACCOUNT_DELETED_PATH = '/app/deleted';

/** Deletes the account after the person types their address. */
export default function DeleteAccountSection({ email }: { email: string }) {
  const [confirmEmail, setConfirmEmail] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const { errors, error, busy, submit } = useSchemaForm({
    schema: accountDeleteRequestSchema,
    check: (body) =>
      body.confirmEmail === canonicalEmail(email)
        ? null
        : { confirmEmail: `Type ${email} exactly to confirm.` },
    send: (body) => apiRequest('/api/app/account/delete', { method: 'POST', body }),
    onSuccess: () => goTo(ACCOUNT_DELETED_PATH),
    onInvalid: () => input.current?.focus(),
    leavesPage: true,
  });

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
      <form noValidate onSubmit={(event) => submit(event, { confirmEmail })}>
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
        <SubmitButton className="button app-danger-button" busy={busy} busyLabel="Deleting…">
          Delete my account
        </SubmitButton>
      </form>
    </section>
  );
}
