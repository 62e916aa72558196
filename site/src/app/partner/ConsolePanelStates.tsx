import type { ReactNode } from 'react';
import { useId } from 'react';

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
