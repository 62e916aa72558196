import { useState } from 'react';
import { apiRequest } from './api-request.ts';
import LiveMessage from './LiveMessage.tsx';
import { goTo } from './navigation.ts';

/** Ends every session of the account, this one included. */
export default function SignOutEverywhereSection() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function onSignOutEverywhere() {
    setError('');
    setBusy(true);
    const result = await apiRequest('/api/auth/sign-out-everywhere', { method: 'POST' });
    if (result.ok || result.status === 401) {
      goTo('/app/sign-in');
      return;
    }
    setBusy(false);
    setError(result.message);
  }

  return (
    <section className="card app-panel" aria-labelledby="sign-out-everywhere-heading">
      <h2 id="sign-out-everywhere-heading">Sign out everywhere</h2>
      <p>
        Signs you out on every device and browser, this one too. Use it if you signed in on a computer you do
        not own.
      </p>
      <button className="button button-secondary" type="button" onClick={onSignOutEverywhere} disabled={busy}>
        {busy ? 'Signing out…' : 'Sign out everywhere'}
      </button>
      <LiveMessage tone="error">{error}</LiveMessage>
    </section>
  );
}
