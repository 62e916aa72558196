import { type Account, emailChangeRequestSchema, emailChangeSentSchema } from '@mrn/sdk/schemas/account';
import { type FormEvent, useRef, useState } from 'react';
import { apiRequest } from './api-request.ts';
import LiveMessage from './LiveMessage.tsx';
import SubmitButton from './SubmitButton.tsx';
import TextField from './TextField.tsx';
import { useSchemaForm } from './use-schema-form.ts';

interface EmailSectionProps {
  account: Account;
  /** The address now waiting for its link (the account's pendingEmail). */
  onPending: (pendingEmail: string) => void;
}

/** Current address, the one waiting for confirmation, and the change form. */
export default function EmailSection({ account, onPending }: EmailSectionProps) {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const { errors, error, busy, submit } = useSchemaForm({
    schema: emailChangeRequestSchema,
    send: (body) =>
      apiRequest('/api/app/account/email', { method: 'POST', body, schema: emailChangeSentSchema }),
    onSuccess: (sent, body) => {
      setEmail('');
      setStatus(sent.message);
      onPending(body.email);
    },
    onInvalid: () => input.current?.focus(),
    onFailure: () => input.current?.focus(),
  });

  function onSubmit(event: FormEvent) {
    setStatus('');
    return submit(event, { email });
  }

  return (
    <section className="card app-panel" aria-labelledby="email-heading">
      <h2 id="email-heading">Email</h2>
      <p>
        Your address: <strong className="app-break">{account.email}</strong>
      </p>
      {account.pendingEmail && (
        <p className="app-banner app-banner-info">
          Waiting for confirmation: <strong className="app-break">{account.pendingEmail}</strong>. Follow the
          link we mailed there to finish the change.
        </p>
      )}
      <form noValidate onSubmit={onSubmit} className="app-inline-form">
        <TextField
          ref={input}
          id="new-email"
          label="New email address"
          hint="We mail a link to the new address; the change happens when you follow it."
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          value={email}
          onValueChange={setEmail}
          error={errors.email}
        />
        <SubmitButton busy={busy} busyLabel="Sending…">
          Change email
        </SubmitButton>
      </form>
      <LiveMessage tone="error">{error}</LiveMessage>
      <LiveMessage tone="success">{status}</LiveMessage>
    </section>
  );
}
