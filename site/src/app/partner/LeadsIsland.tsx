import { partnerFormListSchema } from '@mrn/sdk/schemas/form-config';
import { type PartnerLead, partnerLeadPageSchema } from '@mrn/sdk/schemas/partner-leads';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { type ApiFailure, apiRequest } from '../api-request.ts';
import LiveMessage from '../LiveMessage.tsx';
import LoadFailure from '../LoadFailure.tsx';
import { useApiData } from '../use-api-data.ts';
import { NoPartnerProfile } from './ConsolePanelStates.tsx';
import LeadFilters, { formLabel, type LeadFilterValues, leadQueryString } from './LeadFilters.tsx';
import LeadTable from './LeadTable.tsx';
import { type LeadView, leadViewFromSearch, leadViewSearch } from './lead-view-query.ts';
import PartnerConsoleShell from './PartnerConsoleShell.tsx';
import { usePlanAllowances } from './use-plan-allowances.ts';

const RETURN_PATH = '/app/partner/leads';
export const LEADS_PAGE_SIZE = 25;
export const NO_LEADS_YET = 'No leads yet. Once your form is on your site, leads appear here.';

/**
 * The page on screen. While the next one loads the current one stays (busy), so the Previous and
 * Next buttons keep the keyboard focus instead of vanishing under it.
 */
interface PageState {
  /** Null until the first answer. */
  shown: { leads: PartnerLead[]; nextCursor: string | null; pageIndex: number } | null;
  loading: boolean;
  failure: ApiFailure | null;
}

/** The filters, one page of leads, and Previous/Next by cursor (a stack of the pages' cursors). */
function LeadsPanel() {
  const forms = useApiData('/api/partner/forms', partnerFormListSchema);
  const allows = usePlanAllowances();
  // The view lives in the address (lead-view-query.ts): reload, Back and a shared link return to it.
  const [view, setView] = useState<LeadView>(() => leadViewFromSearch(window.location.search));
  const { filters, cursors } = view;
  const [page, setPage] = useState<PageState>({ shown: null, loading: true, failure: null });
  const [attempt, setAttempt] = useState(0);
  const pageIndex = cursors.length;
  const cursor = cursors.at(-1);
  const query = leadQueryString(filters, {
    limit: String(LEADS_PAGE_SIZE),
    ...(cursor ? { cursor } : {}),
  });

  /** Shows `next` and writes it to the address: a new history entry, or in place of a value that was not understood. */
  const show = useCallback((next: LeadView, history: 'push' | 'replace' = 'push') => {
    const address = `${window.location.pathname}${leadViewSearch(next)}`;
    if (address !== `${window.location.pathname}${window.location.search}`) {
      if (history === 'push') window.history.pushState(null, '', address);
      else window.history.replaceState(null, '', address);
    }
    setView(next);
  }, []);

  useEffect(() => {
    // An address edited by hand is tidied to what is shown, without a new history entry.
    show(leadViewFromSearch(window.location.search), 'replace');
    const onBack = () => setView(leadViewFromSearch(window.location.search));
    window.addEventListener('popstate', onBack);
    return () => window.removeEventListener('popstate', onBack);
  }, [show]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the same request (Try again).
  useEffect(() => {
    const controller = new AbortController();
    setPage((current) => ({ ...current, loading: true, failure: null }));
    apiRequest(`/api/partner/leads${query}`, { schema: partnerLeadPageSchema, signal: controller.signal })
      .then((result) => {
        // A page whose cursor the API does not take (an address edited by hand) is the first page, quietly.
        if (!result.ok && result.status === 422 && result.fields.cursor) {
          show({ filters, cursors: [] }, 'replace');
          return;
        }
        setPage((current) =>
          result.ok
            ? {
                shown: { leads: result.data.leads, nextCursor: result.data.nextCursor, pageIndex },
                loading: false,
                failure: null,
              }
            : { ...current, loading: false, failure: result },
        );
      })
      .catch(() => {
        // aborted: a newer request replaced this one
      });
    return () => controller.abort();
  }, [query, attempt]);
  const shown = page.shown;

  const formList = forms.state.phase === 'ready' ? forms.state.data.forms : [];
  const formNames = useMemo(() => new Map(formList.map((form) => [form.id, formLabel(form)])), [formList]);
  // A form id in the address that is not one of the partner's forms is all forms, quietly.
  const unknownForm =
    forms.state.phase === 'ready' && filters.formId !== '' && !formNames.has(filters.formId);
  useEffect(() => {
    if (unknownForm) show({ filters: { ...filters, formId: '' }, cursors: [] }, 'replace');
  }, [unknownForm, filters, show]);
  const filtered = Boolean(filters.q.trim() || filters.formId || filters.status);

  if (
    page.failure?.status === 401 ||
    (forms.state.phase === 'failed' && forms.state.failure.status === 401)
  ) {
    return <NoPartnerProfile what="Leads" then="put a form on your site" />;
  }

  const applyFilters = (next: LeadFilterValues) => show({ filters: next, cursors: [] });

  let count = '';
  if (page.loading) count = shown ? 'Loading leads…' : '';
  else if (shown && shown.leads.length > 0) {
    const first = shown.pageIndex * LEADS_PAGE_SIZE + 1;
    const last = first + shown.leads.length - 1;
    count = `Showing leads ${first} to ${last}${shown.nextCursor ? '' : ', the last page'}.`;
  } else if (shown) count = filtered ? 'No leads match these filters.' : '';
  const turnPage = (nextCursors: string[]) => {
    if (!page.loading) show({ filters, cursors: nextCursors });
  };

  return (
    <section className="card app-panel lead-panel" aria-labelledby="leads-heading">
      <h2 id="leads-heading">Your leads</h2>
      <LeadFilters filters={filters} forms={formList} onChange={applyFilters} csvExport={allows?.csvExport} />
      <LiveMessage tone="status">{count ? <p>{count}</p> : null}</LiveMessage>
      {!shown && page.loading && (
        <div aria-busy="true">
          <p className="visually-hidden">Loading leads…</p>
          <span className="app-skeleton app-skeleton-block" aria-hidden="true" />
        </div>
      )}
      {page.failure && (
        <LoadFailure message={page.failure.message} onRetry={() => setAttempt((value) => value + 1)} />
      )}
      {shown && shown.leads.length === 0 && !filtered && shown.pageIndex === 0 && (
        <p className="lead-empty">{NO_LEADS_YET}</p>
      )}
      {shown && shown.leads.length > 0 && (
        <div aria-busy={page.loading}>
          <LeadTable
            leads={shown.leads}
            formNames={formNames}
            caption={`Leads, page ${shown.pageIndex + 1}${filtered ? ' (filtered)' : ''}`}
          />
        </div>
      )}
      {shown && (shown.pageIndex > 0 || shown.nextCursor) && (
        <nav className="app-inline-actions" aria-label="Lead pages">
          <button
            className="button button-secondary app-small-button"
            type="button"
            disabled={shown.pageIndex === 0 && !page.loading}
            onClick={() => turnPage(cursors.slice(0, -1))}
          >
            Previous page
          </button>
          <button
            className="button button-secondary app-small-button"
            type="button"
            disabled={!shown.nextCursor && !page.loading}
            onClick={() => {
              const next = shown.nextCursor;
              if (next) turnPage([...cursors, next]);
            }}
          >
            Next page
          </button>
        </nav>
      )}
    </section>
  );
}

/** /app/partner/leads: signed-in only; the leads of the partner's forms. */
export default function LeadsIsland() {
  return (
    <PartnerConsoleShell current="partner-leads" returnPath={RETURN_PATH} narrow={false}>
      <LeadsPanel />
    </PartnerConsoleShell>
  );
}
