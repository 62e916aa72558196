import LiveMessage from './LiveMessage.tsx';
import { useSessionEnding } from './use-session-ending.ts';

/** Ends every session of the account, this one included. */
export default function SignOutEverywhereSection() {
  const { busy, error, endSession: onSignOutEverywhere } = useSessionEnding('/api/auth/sign-out-everywhere');

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
