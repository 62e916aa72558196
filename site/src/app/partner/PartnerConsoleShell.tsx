import { sessionSchema } from '@mrn/sdk/schemas/auth';
import type { ReactNode } from 'react';
import AppNav, { PARTNER_LINKS } from '../AppNav.tsx';
import { PanelLoadFailure, PanelLoading } from '../PanelStates.tsx';
import { useSignedInRequest } from '../use-signed-in-request.ts';

interface PartnerConsoleShellProps {
  /** The AppNav link of this page. */
  current: string;
  /** Where sign-in brings a signed-out visitor back to. */
  returnPath: string;
  /** Wrap the page in the account column (most pages); leads use the full width for their table. */
  narrow?: boolean;
  /** Mounted once the session is known. */
  children: ReactNode;
}

/**
 * Every console page's frame: the session check (signed out → sign-in, back here afterwards), the
 * console's nav, and the loading and failure states, so each page only brings its own panel.
 */
export default function PartnerConsoleShell({
  current,
  returnPath,
  narrow = true,
  children,
}: PartnerConsoleShellProps) {
  const { state, reload } = useSignedInRequest('/api/auth/session', sessionSchema, returnPath);
  return (
    <div className="app-shell">
      <AppNav
        current={current}
        links={PARTNER_LINKS}
        email={state.phase === 'ready' ? state.data.user.email : undefined}
      />
      {state.phase === 'ready' ? (
        narrow ? (
          <div className="app-account">{children}</div>
        ) : (
          children
        )
      ) : state.phase === 'error' ? (
        <PanelLoadFailure failure={state} onRetry={reload} />
      ) : (
        <PanelLoading label="Loading…" />
      )}
    </div>
  );
}
