import { sessionSchema } from '@mrn/sdk/schemas/auth';
import { signInPathFor } from '@mrn/sdk/schemas/next-path';
import { type PartnerProfile, partnerProfileSchema } from '@mrn/sdk/schemas/partner-profile';
import { useCallback, useEffect, useState } from 'react';
import AppNav, { PARTNER_LINKS } from '../AppNav.tsx';
import { apiRequest } from '../api-request.ts';
import { replaceWith } from '../navigation.ts';
import { PanelLoadFailure, PanelLoading } from '../PanelStates.tsx';
import { useSignedInRequest } from '../use-signed-in-request.ts';
import BecomePartnerForm from './BecomePartnerForm.tsx';
import PartnerNextSteps, { loadProgress, type Progress } from './PartnerNextSteps.tsx';
import PartnerPlanSection from './PartnerPlanSection.tsx';
import PartnerProfileSection from './PartnerProfileSection.tsx';

const RETURN_PATH = '/app/partner';

type ProfileState =
  | { phase: 'loading' }
  | { phase: 'none' }
  | { phase: 'ready'; profile: PartnerProfile }
  | { phase: 'error'; message: string };

/** The console's other pages and the guide, from the overview. */
function ConsoleLinks() {
  return (
    <section className="card app-panel" aria-labelledby="partner-next-heading">
      <h2 id="partner-next-heading">Your console</h2>
      <ul className="partner-console-links">
        <li>
          <a href="/app/partner/leads">Leads</a>: everyone who asked for rate alerts through your forms, with
          CSV export.
        </li>
        <li>
          <a href="/app/partner/keys">API keys</a>: for your own server to read your forms and leads.
        </li>
        <li>
          <a href="/installation-guide" target="_blank" rel="noopener">
            Installation guide<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          : how to put a form on your website with one script tag.
        </li>
      </ul>
    </section>
  );
}

/**
 * /app/partner: signed-in only. Without a partner profile, the "Become a partner" form; with one,
 * the overview: plan and trial, business profile (edited in place) and the console's other pages.
 */
export default function PartnerOverviewIsland() {
  const session = useSignedInRequest('/api/auth/session', sessionSchema, RETURN_PATH);
  const signedIn = session.state.phase === 'ready';
  const [state, setState] = useState<ProfileState>({ phase: 'loading' });

  const loadProfile = useCallback(async (signal?: AbortSignal) => {
    setState({ phase: 'loading' });
    // 204 (no content): the account has no partner profile yet.
    let result: Awaited<ReturnType<typeof apiRequest<PartnerProfile | undefined>>>;
    try {
      result = await apiRequest<PartnerProfile | undefined>('/api/app/partner', {
        schema: partnerProfileSchema,
        signal,
      });
    } catch {
      return; // aborted: the component is gone
    }
    if (result.ok) setState(result.data ? { phase: 'ready', profile: result.data } : { phase: 'none' });
    else if (result.status === 401) replaceWith(signInPathFor(RETURN_PATH));
    else setState({ phase: 'error', message: result.message });
  }, []);

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    void loadProfile(controller.signal);
    return () => controller.abort();
  }, [signedIn, loadProfile]);

  // A partner's next steps, loaded before the overview shows (undefined: still loading).
  const [progress, setProgress] = useState<Progress | null | undefined>(undefined);
  const isPartner = state.phase === 'ready';
  useEffect(() => {
    if (!isPartner) return;
    const controller = new AbortController();
    loadProgress(controller.signal)
      .then(setProgress)
      .catch(() => undefined); // aborted: the component is gone
    return () => controller.abort();
  }, [isPartner]);

  const email = session.state.phase === 'ready' ? session.state.data.user.email : undefined;
  const failure =
    session.state.phase === 'error'
      ? { message: session.state.message, retry: session.reload }
      : state.phase === 'error'
        ? { message: state.message, retry: () => loadProfile() }
        : null;

  return (
    <div className="app-shell">
      <AppNav current="partner" email={email} links={PARTNER_LINKS} />
      {failure ? (
        <PanelLoadFailure failure={failure} onRetry={() => void failure.retry()} />
      ) : !signedIn || state.phase === 'loading' || (state.phase === 'ready' && progress === undefined) ? (
        <PanelLoading label="Loading your partner console…" withHeading cards={2} />
      ) : state.phase === 'none' ? (
        <div className="app-account">
          <BecomePartnerForm onCreated={(profile) => setState({ phase: 'ready', profile })} />
        </div>
      ) : state.phase === 'ready' ? (
        <div className="app-account">
          <PartnerNextSteps progress={progress ?? null} />
          <PartnerPlanSection profile={state.profile} />
          <PartnerProfileSection
            profile={state.profile}
            onSaved={(profile) => setState({ phase: 'ready', profile })}
          />
          <ConsoleLinks />
        </div>
      ) : null}
    </div>
  );
}
