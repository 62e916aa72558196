import { type FormAnalytics, formAnalyticsSchema } from '@mrn/sdk/schemas/form-analytics';
import type { PartnerForm } from '@mrn/sdk/schemas/form-config';
import { partnerFormListSchema } from '@mrn/sdk/schemas/form-config';
import { partnerLeadPageSchema } from '@mrn/sdk/schemas/partner-leads';
import { apiRequest } from '../api-request.ts';
import { refusedSites } from './InstallCheckReport.tsx';

type InstallState =
  | { phase: 'none' }
  | { phase: 'loaded'; origin: string }
  | { phase: 'refused'; origin: string }
  | { phase: 'waiting' };

export interface Progress {
  form: PartnerForm | null;
  install: InstallState;
  hasLead: boolean;
}

function installStateOf(install: FormAnalytics['install']): InstallState {
  const refused = refusedSites(install);
  if (install.lastLoadedOrigin && install.allowedOrigin !== false) {
    return { phase: 'loaded', origin: install.lastLoadedOrigin };
  }
  if (refused.length > 0) return { phase: 'refused', origin: refused[0].origin };
  return { phase: 'waiting' };
}

/**
 * What a new partner has done of the three first steps, from the console's own API answers; null
 * when they fail (those pages say why themselves).
 */
export async function loadProgress(signal: AbortSignal): Promise<Progress | null> {
  const [forms, leads] = await Promise.all([
    apiRequest('/api/partner/forms', { schema: partnerFormListSchema, signal }),
    apiRequest('/api/partner/leads?limit=1', { schema: partnerLeadPageSchema, signal }),
  ]);
  if (!forms.ok || !leads.ok) return null;
  const form = forms.data.forms[0] ?? null;
  const hasLead = leads.data.leads.length > 0;
  if (!form) return { form, install: { phase: 'none' }, hasLead };
  const analytics = await apiRequest(`/api/partner/forms/${encodeURIComponent(form.id)}/analytics?days=7`, {
    schema: formAnalyticsSchema,
    signal,
  });
  return {
    form,
    install: analytics.ok ? installStateOf(analytics.data.install) : { phase: 'waiting' },
    hasLead,
  };
}

function formPath(form: PartnerForm): string {
  return `/app/partner/forms/edit?id=${encodeURIComponent(form.id)}`;
}

function Step({ done, current, children }: { done: boolean; current: boolean; children: React.ReactNode }) {
  return (
    <li
      className={done ? 'partner-step partner-step-done' : 'partner-step'}
      aria-current={current ? 'step' : undefined}
    >
      <span className={`app-status ${done ? 'app-status-active' : 'app-status-pending'}`}>
        {done ? 'Done' : 'To do'}
      </span>{' '}
      {children}
    </li>
  );
}

/**
 * The overview's checklist for a new partner (issue 28): create a form, install it (with what the
 * install check saw), see the first lead. Shown until all three are done. The overview loads the
 * progress before it shows anything, so the checklist never pushes the page down as it arrives.
 */
export default function PartnerNextSteps({ progress }: { progress: Progress | null }) {
  if (!progress) return null;
  const { form, install, hasLead } = progress;
  const created = form !== null;
  const installed = install.phase === 'loaded' || hasLead;
  if (created && installed && hasLead) return null;
  const current = !created ? 'create' : !installed ? 'install' : 'lead';

  return (
    <section className="card app-panel partner-next-steps" aria-labelledby="partner-steps-heading">
      <h2 id="partner-steps-heading">Your next steps</h2>
      <ol className="partner-steps app-break">
        <Step done={created} current={current === 'create'}>
          {created ? (
            <>
              Create your first form: <a href={formPath(form)}>{form.name}</a>
            </>
          ) : (
            <>
              <a href="/app/partner/forms/edit?new=1">Create your first form</a>: your business details are
              filled in from your profile.
            </>
          )}
        </Step>
        <Step done={installed} current={current === 'install'}>
          {!created ? (
            'Install it on your website with one script tag.'
          ) : install.phase === 'loaded' ? (
            <>Install it on your website: loaded from {install.origin}.</>
          ) : install.phase === 'refused' ? (
            <>
              Install it on your website: {install.origin} loaded it, but it is not in the form’s allowed
              sites. <a href={`${formPath(form)}#form-allowedOrigins`}>Add it in the form settings</a>.
            </>
          ) : (
            <>
              <a href={`${formPath(form)}#install-heading`}>Install it on your website</a>: no website has
              loaded it yet. Paste its snippet into your site, then open the page.
            </>
          )}
        </Step>
        <Step done={hasLead} current={current === 'lead'}>
          {hasLead ? (
            <>
              See your first lead in <a href="/app/partner/leads">Leads</a>.
            </>
          ) : (
            'See your first lead: when a visitor asks for rate alerts through your form, they appear in Leads.'
          )}
        </Step>
      </ol>
    </section>
  );
}
