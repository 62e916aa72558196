import LiveMessage from './LiveMessage.tsx';
import { useSessionEnding } from './use-session-ending.ts';

export interface AppNavLink {
  id: string;
  label: string;
  href: string;
}

/** The homebuyer's pages. */
export const HOMEBUYER_LINKS: readonly AppNavLink[] = [
  { id: 'dashboard', label: 'Dashboard', href: '/app' },
  { id: 'account', label: 'Account', href: '/app/account' },
];

/** The partner console's pages (/app/partner/*), and the way back to the person's own alerts. */
export const PARTNER_LINKS: readonly AppNavLink[] = [
  { id: 'partner', label: 'Overview', href: '/app/partner' },
  { id: 'partner-forms', label: 'Forms', href: '/app/partner/forms' },
  { id: 'partner-leads', label: 'Leads', href: '/app/partner/leads' },
  { id: 'partner-keys', label: 'API keys', href: '/app/partner/keys' },
  { id: 'partner-analytics', label: 'Analytics', href: '/app/partner/analytics' },
  { id: 'partner-webhooks', label: 'Webhooks', href: '/app/partner/webhooks' },
  { id: 'dashboard', label: 'My alerts', href: '/app' },
];

interface AppNavProps {
  /** The id of the link for this page. */
  current: string;
  /** The signed-in address, once known. */
  email?: string;
  links?: readonly AppNavLink[];
}

/** The app's own bar: its pages, who is signed in, and Sign out. */
export default function AppNav({ current, email, links = HOMEBUYER_LINKS }: AppNavProps) {
  const { busy, error, endSession: onSignOut } = useSessionEnding('/api/auth/sign-out');

  return (
    <div className="app-nav">
      <nav aria-label="App">
        <ul className="app-nav-links">
          {links.map((link) => (
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
          onClick={() => onSignOut()}
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
