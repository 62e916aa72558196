import {
  SIGN_IN_CHALLENGE_MINUTES,
  sessionSchema,
  signInSentSchema,
  verifyCodeRequestSchema,
} from '@mrn/sdk/schemas/auth';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { apiRequest } from './api-request.ts';
import { fieldMessagesFrom } from './field-messages.ts';
import LiveMessage from './LiveMessage.tsx';
import SubmitButton from './SubmitButton.tsx';
import TextField from './TextField.tsx';

interface FreshSignInStepProps {
  /** Why a fresh sign-in is needed: the server's own sentence. */
  reason: string;
  /** What the button does once the code is accepted ("Confirm and create key"). */
  actionLabel: string;
  /** The code was right: the session is new, retry what needed it. */
  onSignedIn: () => Promise<void> | void;
  onCancel: () => void;
}

/**
 * The step-up before a sensitive change (a new API key, a new account address): mails the signed-in person a sign-in
 * code and takes it here, which starts a fresh session (the ordinary sign-in by code), then lets
 * the caller retry. Nothing else on the page changes.
 */
export default function FreshSignInStep({ reason, actionLabel, onSignedIn, onCancel }: FreshSignInStepProps) {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState('');
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => heading.current?.focus(), []);

  async function sendCode() {
    setError('');
    setStatus('');
    setBusy(true);
    const session = await apiRequest('/api/auth/session', { schema: sessionSchema });
    if (!session.ok) {
      setBusy(false);
      setError(session.message);
      return;
    }
    const address = session.data.user.email;
    const sent = await apiRequest('/api/auth/sign-in', {
      method: 'POST',
      body: { email: address },
      schema: signInSentSchema,
    });
    setBusy(false);
    if (!sent.ok) {
      setError(sent.message);
      return;
    }
    setEmail(address);
    setStatus(
      `We sent a 6-digit code to ${address}. It works once, for ${SIGN_IN_CHALLENGE_MINUTES} minutes. ` +
        'No mail? Check your spam folder.',
    );
    setTimeout(() => codeInput.current?.focus(), 0);
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setError('');
    setCodeError('');
    const parsed = verifyCodeRequestSchema.safeParse({ email, code });
    if (!parsed.success) {
      setCodeError(fieldMessagesFrom(parsed.error).code ?? '');
      codeInput.current?.focus();
      return;
    }
    setBusy(true);
    const verified = await apiRequest('/api/auth/verify-code', {
      method: 'POST',
      body: parsed.data,
      schema: sessionSchema,
    });
    if (!verified.ok) {
      setBusy(false);
      setCodeError(verified.fields.code ?? '');
      setError(verified.message);
      codeInput.current?.focus();
      return;
    }
    await onSignedIn();
    setBusy(false);
  }

  return (
    <section className="fresh-sign-in" aria-labelledby="fresh-sign-in-heading">
      <h3 id="fresh-sign-in-heading" ref={heading} tabIndex={-1}>
        Confirm it is you
      </h3>
      <p>{reason}</p>
      {email ? (
        <form noValidate onSubmit={confirm} className="app-inline-form">
          <TextField
            ref={codeInput}
            id="fresh-sign-in-code"
            label="6-digit code from the mail"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            value={code}
            onValueChange={setCode}
            error={codeError}
          />
          <SubmitButton busy={busy} busyLabel="Checking…">
            {actionLabel}
          </SubmitButton>
        </form>
      ) : null}
      <div className="fresh-sign-in-actions">
        <button className="button button-secondary" type="button" onClick={sendCode} disabled={busy}>
          {email ? 'Send another code' : `Email me a code`}
        </button>
        <button className="button button-secondary" type="button" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
      <LiveMessage tone="status">{status}</LiveMessage>
      <LiveMessage tone="error">{error}</LiveMessage>
    </section>
  );
}
