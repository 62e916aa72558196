import type { ReactNode } from 'react';
import { useId } from 'react';
import type { ApiFailure } from '../api-request.ts';
import LoadFailure from '../LoadFailure.tsx';

/* What a console panel shows while its first GET is not answered yet, or when it failed. */

/** A skeleton card; `label` is announced to screen readers. */
export function PanelLoading({ label, withHeading = false }: { label: string; withHeading?: boolean }) {
  return (
    <div className="card app-panel" aria-busy="true">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      {withHeading && <span className="app-skeleton app-skeleton-heading" aria-hidden="true" />}
      <span className="app-skeleton app-skeleton-block" aria-hidden="true" />
    </div>
  );
}

/** The reason the panel's data did not load, and Try again. */
export function PanelLoadFailure({ failure, onRetry }: { failure: ApiFailure; onRetry: () => void }) {
  return (
    <div className="card app-panel">
      <LoadFailure message={failure.message} onRetry={onRetry} />
    </div>
  );
}

interface NoPartnerProfileProps {
  /** What belongs to the profile, such as "API keys". */
  what: string;
  /** What to do once it exists, such as "come back here to create keys". */
  then: ReactNode;
}

/** The partner API answers 401 to a signed-in account without a partner profile: say how to make one. */
export function NoPartnerProfile({ what, then }: NoPartnerProfileProps) {
  const headingId = useId();
  return (
    <section className="card app-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Set up your partner profile first</h2>
      <p>
        {what} belong to a partner profile, and this account does not have one yet.{' '}
        <a href="/app/partner">Set up your partner profile</a>, then {then}.
      </p>
    </section>
  );
}
