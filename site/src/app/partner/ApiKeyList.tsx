import type { ApiKey } from '@mrn/sdk/schemas/partner-keys';
import ApiKeyRow from './ApiKeyRow.tsx';

interface ApiKeyListProps {
  keys: readonly ApiKey[];
  onRevoked: (key: ApiKey) => void;
}

/** Every key of the partner, newest first, revoked ones included. */
export default function ApiKeyList({ keys, onRevoked }: ApiKeyListProps) {
  return (
    <section className="card app-panel" aria-labelledby="keys-list-heading">
      <h2 id="keys-list-heading">Your API keys</h2>
      {keys.length === 0 ? (
        <p className="app-empty">No API keys yet. Create one above.</p>
      ) : (
        <ul className="api-key-list">
          {keys.map((key) => (
            <ApiKeyRow key={key.id} apiKey={key} onRevoked={onRevoked} />
          ))}
        </ul>
      )}
    </section>
  );
}
