import { type ApiKey, apiKeyListSchema, type CreatedApiKey } from '@mrn/sdk/schemas/partner-keys';
import { useState } from 'react';
import { PanelLoadFailure, PanelLoading } from '../PanelStates.tsx';
import { useApiData } from '../use-api-data.ts';
import ApiKeyCreateForm from './ApiKeyCreateForm.tsx';
import ApiKeyList from './ApiKeyList.tsx';
import { NoPartnerProfile } from './ConsolePanelStates.tsx';
import NewKeySecret from './NewKeySecret.tsx';
import PartnerConsoleShell from './PartnerConsoleShell.tsx';
import PlanFeatureNotice from './PlanFeatureNotice.tsx';
import { usePlanAllowances } from './use-plan-allowances.ts';

const RETURN_PATH = '/app/partner/keys';

/** The keys of the signed-in partner: the list, the new key's secret (once) and the create form. */
function ApiKeysPanel() {
  const { state, setState, retry } = useApiData('/api/partner/keys', apiKeyListSchema);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const allows = usePlanAllowances();

  if (state.phase === 'loading') return <PanelLoading label="Loading your API keys…" withHeading />;
  if (state.phase === 'failed') {
    if (state.failure.status === 401) {
      return <NoPartnerProfile what="API keys" then="come back here to create keys" />;
    }
    return <PanelLoadFailure failure={state.failure} onRetry={retry} />;
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
        {allows?.apiKeys === false ? (
          <PlanFeatureNotice feature="API keys are" />
        ) : (
          <ApiKeyCreateForm
            onCreated={(next) => {
              setCreated(next);
              setState({ phase: 'ready', data: { keys: [next.key, ...keys] } });
            }}
          />
        )}
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
