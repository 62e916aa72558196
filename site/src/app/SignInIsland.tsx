import {
  sessionSchema,
  signInRequestSchema,
  signInSentSchema,
  verifyCodeRequestSchema,
} from '@mrn/sdk/schemas/auth';
import { APP_HOME_PATH, safeNextPath } from '@mrn/sdk/schemas/next-path';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { readSignedInMarker } from '../scripts/shell/signed-in-marker.ts';
import { apiRequest } from './api-request.ts';
import { fieldMessagesFrom } from './field-messages.ts';
import LiveMessage from './LiveMessage.tsx';
import { goTo, queryParameter } from './navigation.ts';
import SubmitButton from './SubmitButton.tsx';
import TextField from './TextField.tsx';
import { useHydrated } from './use-hydrated.ts';

export type SignInMode = 'sign-in' | 'sign-up';

interface SignInIslandProps {
  mode: SignInMode;
}

const OTHER_PAGE: Record<SignInMode, { prompt: string; label: string; path: string }> = {
  'sign-in': {
    prompt: 'New to Mortgage Rate Notifier?',
    label: 'Create your free account',
    path: '/app/sign-up',
  },
  'sign-up': { prompt: 'Already have an account?', label: 'Sign in', path: '/app/sign-in' },
};

/**
 * Passwordless sign-in and sign-up (one request: the account is made when the code or link is
 * used). Step 1 mails a link and a 6-digit code; step 2 takes the code.
 */
export default function SignInIsland({ mode }: SignInIslandProps) {
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [code, setCode] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [sentMessage, setSentMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  // Both steps' buttons: full width, and disabled until hydration (before it, a press would submit the bare HTML form).
  const submitButton = { className: 'button app-full-width', busy, disabled: !hydrated };
  const [otherHref, setOtherHref] = useState(OTHER_PAGE[mode].path);
  const emailInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const checkHeading = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);

  // Keep `next` when switching between sign-in and sign-up (after hydration: the build has no query).
  useEffect(() => {
    const next = queryParameter('next');
    if (next) setOtherHref(`${OTHER_PAGE[mode].path}?next=${encodeURIComponent(next)}`);
  }, [mode]);

  // Signed in from another tab (the mailed link opened there): this tab goes on to next as well.
  useEffect(() => {
    if (step !== 'code') return;
    const goOnIfSignedIn = () => {
      if (document.visibilityState === 'visible' && readSignedInMarker()) {
        goTo(safeNextPath(queryParameter('next')));
      }
    };
    window.addEventListener('focus', goOnIfSignedIn);
    document.addEventListener('visibilitychange', goOnIfSignedIn);
    return () => {
      window.removeEventListener('focus', goOnIfSignedIn);
      document.removeEventListener('visibilitychange', goOnIfSignedIn);
    };
  }, [step]);

  useEffect(() => {
    if (!stepChanged.current) return;
    if (step === 'code') checkHeading.current?.focus();
    else emailInput.current?.focus();
  }, [step]);

  function resetMessages() {
    setFieldErrors({});
    setError('');
    setStatus('');
  }

  async function sendCode(address: string): Promise<boolean> {
    // The mailed link returns to the same page as the code does (the server keeps only a path of ours).
    const next = queryParameter('next') ?? undefined;
    const parsed = signInRequestSchema.safeParse({ email: address, next });
    if (!parsed.success) {
      setFieldErrors(fieldMessagesFrom(parsed.error));
      emailInput.current?.focus();
      return false;
    }
    setBusy(true);
    const result = await apiRequest('/api/auth/sign-in', {
      method: 'POST',
      body: parsed.data,
      schema: signInSentSchema,
    });
    setBusy(false);
    if (!result.ok) {
      setFieldErrors(result.fields);
      setError(result.message);
      return false;
    }
    setSentTo(parsed.data.email);
    setSentMessage(result.data.message);
    return true;
  }

  async function onSubmitEmail(event: FormEvent) {
    event.preventDefault();
    resetMessages();
    if (await sendCode(email)) {
      stepChanged.current = true;
      setCode('');
      setStep('code');
    }
  }

  async function onSubmitCode(event: FormEvent) {
    event.preventDefault();
    resetMessages();
    const parsed = verifyCodeRequestSchema.safeParse({ email: sentTo, code });
    if (!parsed.success) {
      setFieldErrors(fieldMessagesFrom(parsed.error));
      codeInput.current?.focus();
      return;
    }
    setBusy(true);
    const result = await apiRequest('/api/auth/verify-code', {
      method: 'POST',
      body: parsed.data,
      schema: sessionSchema,
    });
    if (!result.ok) {
      setBusy(false);
      setFieldErrors(result.fields);
      setError(result.message);
      codeInput.current?.focus();
      return;
    }
    const next = safeNextPath(queryParameter('next'));
    setStatus(
      next === APP_HOME_PATH ? 'Signed in. Taking you to your dashboard…' : 'Signed in. Taking you back…',
    );
    goTo(next);
  }

  async function onSendNewCode() {
    resetMessages();
    if (await sendCode(sentTo)) {
      setCode('');
      setStatus(`We sent a new code to ${sentTo}. Codes from earlier mails no longer work.`);
      codeInput.current?.focus();
    }
  }

  function onUseDifferentEmail() {
    resetMessages();
    stepChanged.current = true;
    setStep('email');
  }

  const other = OTHER_PAGE[mode];

  return (
    <div className="card app-auth-card">
      {step === 'email' ? (
        <form noValidate onSubmit={onSubmitEmail} aria-describedby="sign-in-intro">
          <p id="sign-in-intro" className="app-lead">
            {mode === 'sign-up'
              ? 'Enter your email address. We will mail you a sign-in link and a 6-digit code: no password to remember.'
              : 'Enter your email address. We will mail you a sign-in link and a 6-digit code.'}
          </p>
          <TextField
            ref={emailInput}
            id="sign-in-email"
            label="Email address"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            required
            value={email}
            onValueChange={setEmail}
            error={fieldErrors.email}
          />
          <LiveMessage tone="error">{error}</LiveMessage>
          <SubmitButton {...submitButton} busyLabel="Sending…">
            {mode === 'sign-up' ? 'Create account' : 'Email me a sign-in code'}
          </SubmitButton>
        </form>
      ) : (
        <form noValidate onSubmit={onSubmitCode}>
          <h2 ref={checkHeading} tabIndex={-1} className="app-step-heading">
            Check your email
          </h2>
          <p className="app-lead">{sentMessage}</p>
          <p>Follow the link in the mail, or type the code here.</p>
          <TextField
            ref={codeInput}
            id="sign-in-code"
            label="6-digit code"
            name="code"
            className="app-code-field"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            spellCheck={false}
            required
            value={code}
            onValueChange={(value) => setCode(value.replace(/\D/g, '').slice(0, 6))}
            error={fieldErrors.code ?? fieldErrors.email}
          />
          <LiveMessage tone="error">{error}</LiveMessage>
          <LiveMessage tone="status">{status}</LiveMessage>
          <SubmitButton {...submitButton} busyLabel="Checking…">
            Sign in
          </SubmitButton>
          <div className="app-inline-actions">
            <button className="app-link-button" type="button" onClick={onSendNewCode} disabled={busy}>
              Send a new code
            </button>
            <button className="app-link-button" type="button" onClick={onUseDifferentEmail} disabled={busy}>
              Use a different email
            </button>
          </div>
        </form>
      )}
      <p className="app-switch">
        {other.prompt} <a href={otherHref}>{other.label}</a>
      </p>
    </div>
  );
}
