import {
  API_KEY_NAME_MAX_LENGTH,
  apiKeyCreateSchema,
  type CreatedApiKey,
  createdApiKeySchema,
} from '@mrn/sdk/schemas/partner-keys';
import { type FormEvent, useRef, useState } from 'react';
import { apiRequest } from '../api-request.ts';
import { fieldMessagesFrom } from '../field-messages.ts';
import LiveMessage from '../LiveMessage.tsx';
import TextField from '../TextField.tsx';

interface ApiKeyCreateFormProps {
  onCreated: (created: CreatedApiKey) => void;
}

/** The name of a new key, checked with the API's own schema before it is sent. */
export default function ApiKeyCreateForm({ onCreated }: ApiKeyCreateFormProps) {
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError('');
    const parsed = apiKeyCreateSchema.safeParse({ name });
    if (!parsed.success) {
      setErrors(fieldMessagesFrom(parsed.error));
      input.current?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await apiRequest('/api/partner/keys', {
      method: 'POST',
      body: parsed.data,
      schema: createdApiKeySchema,
    });
    setBusy(false);
    if (!result.ok) {
      setErrors(result.fields);
      setError(result.message);
      input.current?.focus();
      return;
    }
    setName('');
    onCreated(result.data);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="app-inline-form">
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
      <button className="button" type="submit" disabled={busy}>
        {busy ? 'Creating…' : 'Create key'}
      </button>
      <LiveMessage tone="error">{error}</LiveMessage>
    </form>
  );
}
