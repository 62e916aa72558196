import LiveMessage from './LiveMessage.tsx';
import { useSessionEnding } from './use-session-ending.ts';

interface AppNavProps {
  current: 'dashboard' | 'account';
  /** The signed-in address, once known. */
  email?: string;
}

const LINKS = [
  { id: 'dashboard', label: 'Dashboard', href: '/app' },
  { id: 'account', label: 'Account', href: '/app/account' },
] as const;

/** The app's own bar: Dashboard, Account, who is signed in, and Sign out. */
export default function AppNav({ current, email }: AppNavProps) {
  const { busy, error, endSession: onSignOut } = useSessionEnding('/api/auth/sign-out');

  return (
    <div className="app-nav">
      <nav aria-label="App">
        <ul className="app-nav-links">
          {LINKS.map((link) => (
            <li key={link.id}>
              <a href={link.href} aria-current={link.id === current ? 'page' : undefined}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="app-nav-user">
        <span className="app-nav-email">{email ? `Signed in as ${email}` : '\u00a0'}</span>
        <button
          className="button button-secondary app-small-button"
          type="button"
          onClick={onSignOut}
          disabled={busy}
        >
          {busy ? 'Signing out…' : 'Sign out'}
        </button>
      </div>
      <LiveMessage tone="error" className="app-nav-error">
        {error}
      </LiveMessage>
    </div>
  );
}
