import {
  type Account,
  type EmailChangeRequest,
  emailChangeRequestSchema,
  emailChangeSentSchema,
} from '@mrn/sdk/schemas/account';
import { EMAIL_CHANGE_UNDO_DAYS, FRESH_SIGN_IN_REQUIRED } from '@mrn/sdk/schemas/auth';
import { type FormEvent, useRef, useState } from 'react';
import { apiRequest } from './api-request.ts';
import FreshSignInStep from './FreshSignInStep.tsx';
import LiveMessage from './LiveMessage.tsx';
import SubmitButton from './SubmitButton.tsx';
import TextField from './TextField.tsx';
import { useSchemaForm } from './use-schema-form.ts';

interface EmailSectionProps {
  account: Account;
  /** The address now waiting for its link (the account's pendingEmail). */
  onPending: (pendingEmail: string) => void;
}

const requestChange = (body: EmailChangeRequest) =>
  apiRequest('/api/app/account/email', { method: 'POST', body, schema: emailChangeSentSchema });

/**
 * Current address, the one waiting for confirmation, and the change form. A change needs a recent
 * sign-in: when the server asks for one, the person confirms a code mailed to their current address
 * and the change is asked for again.
 */
export default function EmailSection({ account, onPending }: EmailSectionProps) {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState('');
  const [stepUp, setStepUp] = useState<{ body: EmailChangeRequest; reason: string } | null>(null);
  const [retryError, setRetryError] = useState('');
  const input = useRef<HTMLInputElement>(null);

  function sent(message: string, body: EmailChangeRequest) {
    setEmail('');
    setStepUp(null);
    setStatus(message);
    onPending(body.email);
  }

  const { errors, error, busy, submit, clear } = useSchemaForm({
    schema: emailChangeRequestSchema,
    send: async (body) => {
      setRetryError('');
      const result = await requestChange(body);
      if (!result.ok && result.code === FRESH_SIGN_IN_REQUIRED) setStepUp({ body, reason: result.message });
      return result;
    },
    onSuccess: (answer, body) => sent(answer.message, body),
    onInvalid: () => input.current?.focus(),
    // When a fresh sign-in is asked for, its panel takes the focus once it appears.
    onFailure: () => input.current?.focus(),
  });

  async function changeAfterSignIn() {
    if (!stepUp) return;
    const result = await requestChange(stepUp.body);
    if (!result.ok) return setRetryError(result.message);
    clear();
    sent(result.data.message, stepUp.body);
  }

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
          hint={
            'We mail a link to the new address; the change happens when you follow it. For your safety we ask ' +
            `you to confirm it is you first, and tell your current address, which can cancel the change for ${EMAIL_CHANGE_UNDO_DAYS} days.`
          }
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
      <LiveMessage tone="error">{stepUp ? '' : error}</LiveMessage>
      {stepUp && (
        <FreshSignInStep
          reason={stepUp.reason}
          actionLabel="Confirm and change email"
          onSignedIn={changeAfterSignIn}
          onCancel={() => {
            setStepUp(null);
            input.current?.focus();
          }}
        />
      )}
      <LiveMessage tone="error">{retryError}</LiveMessage>
      <LiveMessage tone="success">{status}</LiveMessage>
    </section>
  );
}
