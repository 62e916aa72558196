import {
  INSTALL_INSTRUCTIONS_HINTS,
  INSTALL_NOTE_MAX_LENGTH,
  installInstructionsAcceptedSchema,
  installInstructionsRequestSchema,
} from '@mrn/sdk/schemas/install-instructions';
import { type FormEvent, useRef, useState } from 'react';
import { apiRequest } from '../api-request.ts';
import LiveMessage from '../LiveMessage.tsx';
import SubmitButton from '../SubmitButton.tsx';
import TextField from '../TextField.tsx';
import { useSchemaForm } from '../use-schema-form.ts';

/**
 * "Send these instructions to my web developer": the developer's address and an optional note,
 * checked with the API's schema; the server mails the snippets (replies come to the partner).
 */
export default function SendInstructionsForm({ formId }: { formId: string }) {
  const [developerEmail, setDeveloperEmail] = useState('');
  const [note, setNote] = useState('');
  const [sent, setSent] = useState('');
  const emailInput = useRef<HTMLInputElement>(null);
  const noteInput = useRef<HTMLTextAreaElement>(null);

  function focusFirstError(fields: Record<string, string>) {
    if (fields.developerEmail || !fields.note) emailInput.current?.focus();
    else noteInput.current?.focus();
  }

  const { errors, error, busy, submit } = useSchemaForm({
    schema: installInstructionsRequestSchema,
    send: (body) =>
      apiRequest(`/api/partner/forms/${encodeURIComponent(formId)}/install-instructions`, {
        method: 'POST',
        body,
        schema: installInstructionsAcceptedSchema,
      }),
    onSuccess: (accepted) => {
      setDeveloperEmail('');
      setNote('');
      setSent(accepted.message);
    },
    onInvalid: focusFirstError,
    onFailure: focusFirstError,
  });

  function onSubmit(event: FormEvent) {
    setSent('');
    return submit(event, { developerEmail, note });
  }

  const noteError = errors.note;
  return (
    <section className="install-send" aria-labelledby="install-send-heading">
      <h3 id="install-send-heading">Send these instructions to my web developer</h3>
      <form noValidate onSubmit={onSubmit} className="app-inline-form">
        <TextField
          ref={emailInput}
          id="install-send-email"
          label="Web developer’s email"
          hint={INSTALL_INSTRUCTIONS_HINTS.developerEmail}
          type="email"
          autoComplete="off"
          value={developerEmail}
          onValueChange={setDeveloperEmail}
          error={errors.developerEmail}
        />
        <div className="form-field app-field">
          <label htmlFor="install-send-note">Note (optional)</label>
          <textarea
            ref={noteInput}
            id="install-send-note"
            rows={3}
            maxLength={INSTALL_NOTE_MAX_LENGTH + 100}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={`install-send-note-hint${noteError ? ' install-send-note-error' : ''}`}
          />
          <span id="install-send-note-hint" className="app-field-hint">
            {INSTALL_INSTRUCTIONS_HINTS.note}
          </span>
          {noteError && (
            <span id="install-send-note-error" className="app-field-error">
              {noteError}
            </span>
          )}
        </div>
        <SubmitButton busy={busy} busyLabel="Sending…">
          Send instructions
        </SubmitButton>
        <LiveMessage tone="error">{error}</LiveMessage>
        <LiveMessage tone="success">{sent}</LiveMessage>
      </form>
    </section>
  );
}
