import { type ApiKey, apiKeyListSchema, type CreatedApiKey } from '@mrn/sdk/schemas/partner-keys';
import { useState } from 'react';
import LoadFailure from '../LoadFailure.tsx';
import { useApiData } from '../use-api-data.ts';
import ApiKeyCreateForm from './ApiKeyCreateForm.tsx';
import ApiKeyList from './ApiKeyList.tsx';
import NewKeySecret from './NewKeySecret.tsx';
import PartnerConsoleShell from './PartnerConsoleShell.tsx';

const RETURN_PATH = '/app/partner/keys';

/** The keys of the signed-in partner: the list, the new key's secret (once) and the create form. */
function ApiKeysPanel() {
  const { state, setState, retry } = useApiData('/api/partner/keys', apiKeyListSchema);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  if (state.phase === 'loading') {
    return (
      <div className="card app-panel" aria-busy="true">
        <p className="visually-hidden" role="status">
          Loading your API keys…
        </p>
        <span className="app-skeleton app-skeleton-heading" aria-hidden="true" />
        <span className="app-skeleton app-skeleton-block" aria-hidden="true" />
      </div>
    );
  }
  if (state.phase === 'failed') {
    // Signed in (the session loaded) but the partner API refuses: the account has no partner profile.
    if (state.failure.status === 401) {
      return (
        <section className="card app-panel" aria-labelledby="keys-no-profile-heading">
          <h2 id="keys-no-profile-heading">Set up your partner profile first</h2>
          <p>
            API keys belong to a partner profile, and this account does not have one yet.{' '}
            <a href="/app/partner">Set up your partner profile</a>, then come back here to create keys.
          </p>
        </section>
      );
    }
    return (
      <div className="card app-panel">
        <LoadFailure message={state.failure.message} onRetry={retry} />
      </div>
    );
  }

  const keys = state.data.keys;
  const replaceKey = (next: ApiKey) =>
    setState({ phase: 'ready', data: { keys: keys.map((key) => (key.id === next.id ? next : key)) } });

  return (
    <>
      <section className="card app-panel" aria-labelledby="keys-create-heading">
        <h2 id="keys-create-heading">Create an API key</h2>
        <p>
          Servers send a key as <code>Authorization: Bearer &lt;key&gt;</code> to the{' '}
          <a href="/developers">partner API</a>. Give each integration its own key, so you can revoke one
          without stopping the others.
        </p>
        {created && <NewKeySecret created={created} onDone={() => setCreated(null)} />}
        <ApiKeyCreateForm
          onCreated={(next) => {
            setCreated(next);
            setState({ phase: 'ready', data: { keys: [next.key, ...keys] } });
          }}
        />
      </section>
      <ApiKeyList keys={keys} onRevoked={replaceKey} />
    </>
  );
}

/** /app/partner/keys: signed-in only; a partner's named API keys. */
export default function ApiKeysIsland() {
  return (
    <PartnerConsoleShell current="partner-keys" returnPath={RETURN_PATH}>
      <ApiKeysPanel />
    </PartnerConsoleShell>
  );
}
