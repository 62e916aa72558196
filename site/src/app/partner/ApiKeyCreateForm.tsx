import { FRESH_SIGN_IN_REQUIRED } from '@mrn/sdk/schemas/auth';
import {
  API_KEY_NAME_MAX_LENGTH,
  type ApiKeyCreate,
  apiKeyCreateSchema,
  type CreatedApiKey,
  createdApiKeySchema,
} from '@mrn/sdk/schemas/partner-keys';
import { useRef, useState } from 'react';
import { apiRequest } from '../api-request.ts';
import FreshSignInStep from '../FreshSignInStep.tsx';
import LiveMessage from '../LiveMessage.tsx';
import SubmitButton from '../SubmitButton.tsx';
import TextField from '../TextField.tsx';
import { useSchemaForm } from '../use-schema-form.ts';

interface ApiKeyCreateFormProps {
  onCreated: (created: CreatedApiKey) => void;
}

const createKey = (body: ApiKeyCreate) =>
  apiRequest('/api/partner/keys', { method: 'POST', body, schema: createdApiKeySchema });

/**
 * The name of a new key, checked with the API's own schema before it is sent. A key needs a recent
 * sign-in: when the server asks for one, the partner confirms a mailed code and the key is made.
 */
export default function ApiKeyCreateForm({ onCreated }: ApiKeyCreateFormProps) {
  const [name, setName] = useState('');
  const [stepUp, setStepUp] = useState<{ body: ApiKeyCreate; reason: string } | null>(null);
  const [retryError, setRetryError] = useState('');
  const input = useRef<HTMLInputElement>(null);

  function created(key: CreatedApiKey) {
    setName('');
    setStepUp(null);
    onCreated(key);
  }

  const { errors, error, busy, submit, clear } = useSchemaForm({
    schema: apiKeyCreateSchema,
    send: async (body) => {
      setRetryError('');
      const result = await createKey(body);
      if (!result.ok && result.code === FRESH_SIGN_IN_REQUIRED) setStepUp({ body, reason: result.message });
      return result;
    },
    onSuccess: created,
    onInvalid: () => input.current?.focus(),
    // When a fresh sign-in is asked for, its panel takes the focus once it appears.
    onFailure: () => input.current?.focus(),
  });

  async function createAfterSignIn() {
    if (!stepUp) return;
    const result = await createKey(stepUp.body);
    if (!result.ok) return setRetryError(result.message);
    // The first answer's "needs a fresh sign-in" is settled now: it must not reappear under the form.
    clear();
    created(result.data);
  }

  return (
    <>
      <form noValidate onSubmit={(event) => submit(event, { name })} className="app-inline-form">
        <TextField
          ref={input}
          id="api-key-name"
          label="Key name"
          hint="Where the key is used, such as “CRM sync” or “Website backend”."
          autoComplete="off"
          maxLength={API_KEY_NAME_MAX_LENGTH + 20}
          value={name}
          onValueChange={setName}
          error={errors.name}
        />
        <SubmitButton busy={busy} busyLabel="Creating…">
          Create key
        </SubmitButton>
        <LiveMessage tone="error">{stepUp ? '' : error}</LiveMessage>
      </form>
      {stepUp && (
        <FreshSignInStep
          reason={stepUp.reason}
          actionLabel="Confirm and create key"
          onSignedIn={createAfterSignIn}
          onCancel={() => {
            setStepUp(null);
            input.current?.focus();
          }}
        />
      )}
      <LiveMessage tone="error">{retryError}</LiveMessage>
    </>
  );
}
