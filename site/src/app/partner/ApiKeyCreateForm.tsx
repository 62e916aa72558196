import {
  API_KEY_NAME_MAX_LENGTH,
  apiKeyCreateSchema,
  type CreatedApiKey,
  createdApiKeySchema,
} from '@mrn/sdk/schemas/partner-keys';
import { useRef, useState } from 'react';
import { apiRequest } from '../api-request.ts';
import LiveMessage from '../LiveMessage.tsx';
import SubmitButton from '../SubmitButton.tsx';
import TextField from '../TextField.tsx';
import { useSchemaForm } from '../use-schema-form.ts';

interface ApiKeyCreateFormProps {
  onCreated: (created: CreatedApiKey) => void;
}

/** The name of a new key, checked with the API's own schema before it is sent. */
export default function ApiKeyCreateForm({ onCreated }: ApiKeyCreateFormProps) {
  const [name, setName] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const { errors, error, busy, submit } = useSchemaForm({
    schema: apiKeyCreateSchema,
    send: (body) => apiRequest('/api/partner/keys', { method: 'POST', body, schema: createdApiKeySchema }),
    onSuccess: (created) => {
      setName('');
      onCreated(created);
    },
    onInvalid: () => input.current?.focus(),
    onFailure: () => input.current?.focus(),
  });

  return (
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
      <LiveMessage tone="error">{error}</LiveMessage>
    </form>
  );
}
