import { partnerProfileSchema } from '@mrn/sdk/schemas/partner-profile';
import { useState } from 'react';
import LiveMessage from './LiveMessage.tsx';
import { useApiData } from './use-api-data.ts';
import { useSessionEnding } from './use-session-ending.ts';

/**
 * Ends every session of the account, this one included. A partner can revoke every API key in the
 * same step: keys are not sessions, so signing out alone leaves them working.
 */
export default function SignOutEverywhereSection() {
  const { busy, error, endSession } = useSessionEnding('/api/auth/sign-out-everywhere');
  // 204 (no partner profile) leaves data undefined: then there are no keys to offer.
  const { state: partner } = useApiData('/api/app/partner', partnerProfileSchema);
  const isPartner = partner.phase === 'ready' && partner.data !== undefined;
  const [revokeApiKeys, setRevokeApiKeys] = useState(false);

  return (
    <section className="card app-panel" aria-labelledby="sign-out-everywhere-heading">
      <h2 id="sign-out-everywhere-heading">Sign out everywhere</h2>
      <p>
        Signs you out on every device and browser, this one too. Use it if you signed in on a computer you do
        not own.
      </p>
      {isPartner && (
        <div className="app-checkbox">
          <input
            id="sign-out-revoke-keys"
            type="checkbox"
            checked={revokeApiKeys}
            aria-describedby="sign-out-revoke-keys-hint"
            onChange={(event) => setRevokeApiKeys(event.target.checked)}
          />
          <label htmlFor="sign-out-revoke-keys">
            Also revoke all my partner API keys
            <span id="sign-out-revoke-keys-hint" className="app-field-hint">
              {' '}
              Keys keep working after you sign out. Revoke them if one may have leaked: servers that use them
              stop at once, and you make new keys in the partner console after signing in again.
            </span>
          </label>
        </div>
      )}
      <button
        className="button button-secondary"
        type="button"
        onClick={() => endSession(isPartner ? { revokeApiKeys } : {})}
        disabled={busy}
      >
        {busy ? 'Signing out…' : 'Sign out everywhere'}
      </button>
      <LiveMessage tone="error">{error}</LiveMessage>
    </section>
  );
}
