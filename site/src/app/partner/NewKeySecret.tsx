import type { CreatedApiKey } from '@mrn/sdk/schemas/partner-keys';
import OneTimeSecret from './OneTimeSecret.tsx';

export const SECRET_WARNING = 'Copy it now: we keep only a fingerprint, so it cannot be shown again.';

interface NewKeySecretProps {
  created: CreatedApiKey;
  /** The partner has copied the key and hides the box. */
  onDone: () => void;
}

/** The new key's secret, shown this once. */
export default function NewKeySecret({ created, onDone }: NewKeySecretProps) {
  return (
    <OneTimeSecret
      id="api-key-secret"
      heading={<>Your new key “{created.key.name}”</>}
      warning={<strong>{SECRET_WARNING}</strong>}
      fieldLabel="The new API key"
      noun="key"
      secret={created.secret}
      onDone={onDone}
    />
  );
}
