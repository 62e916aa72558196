import {
  type AnalyticsPeriod,
  DEFAULT_ANALYTICS_DAYS,
  type FormAnalytics,
  formAnalyticsSchema,
} from '@mrn/sdk/schemas/form-analytics';
import { type PartnerForm, partnerFormListSchema } from '@mrn/sdk/schemas/form-config';
import { lazy, Suspense, useEffect, useState } from 'react';
import { type ApiFailure, apiRequest } from '../api-request.ts';
import ColumnHeads from '../ColumnHeads.tsx';
import DateText from '../DateText.tsx';
import LiveMessage from '../LiveMessage.tsx';
import LoadFailure from '../LoadFailure.tsx';
import { PanelLoadFailure, PanelLoading } from '../PanelStates.tsx';
import { useApiData } from '../use-api-data.ts';
import { NoPartnerProfile } from './ConsolePanelStates.tsx';
import InstallCheckReport from './InstallCheckReport.tsx';
import { formLabel } from './LeadFilters.tsx';
import PartnerConsoleShell from './PartnerConsoleShell.tsx';

// The chart loads in its own chunk, on this page only, after the page is up. The table
// below it carries the same numbers, so the chart is decoration.
const AnalyticsChart = lazy(() => import('./AnalyticsChart.tsx'));

const RETURN_PATH = '/app/partner/analytics';

export const ANALYTICS_PERIOD_CHOICES: readonly AnalyticsPeriod[] = [7, 30, 90];

export const NO_FORMS_YET =
  'You have no forms yet. Create a form and put it on your site: its views, opens and leads appear here.';

type AnalyticsState =
  | { phase: 'loading' }
  | { phase: 'ready'; data: FormAnalytics }
  | { phase: 'failed'; failure: ApiFailure };

/** "1 view", "2 views": the summary's counts, each with its noun. */
function counted(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** Submissions per view as a percentage; a dash when nothing was viewed. */
export function formatConversion(conversion: number | null): string {
  return conversion === null ? '–' : `${(conversion * 100).toFixed(1)}%`;
}

const count = new Intl.NumberFormat('en-US');

/** The install check: where the form was last loaded from, and a warning for each site it refuses. */
function InstallCheck({ formId, install }: { formId: string; install: FormAnalytics['install'] }) {
  return (
    <section className="card app-panel" aria-labelledby="install-check-heading">
      <h2 id="install-check-heading">Install check</h2>
      <InstallCheckReport formId={formId} install={install} />
    </section>
  );
}

function Totals({ totals }: { totals: FormAnalytics['totals'] }) {
  const items: [string, string][] = [
    ['Views', count.format(totals.views)],
    ['Opens', count.format(totals.opens)],
    ['Submissions', count.format(totals.submissions)],
    ['Confirmed leads', count.format(totals.confirmed)],
    ['Conversion', formatConversion(totals.conversion)],
  ];
  return (
    <dl className="analytics-totals">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function AnalyticsTable({ data, formName }: { data: FormAnalytics; formName: string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the frame scrolls sideways on a phone; keyboard users must be able to focus it to scroll.
    <section className="app-table-scroll" aria-label={`${formName} per day`} tabIndex={0}>
      <table className="app-table">
        <caption className="visually-hidden">
          {formName} per day, last {data.days} days, newest first
        </caption>
        <ColumnHeads names={['Date', 'Views', 'Opens', 'Submissions', 'Confirmed']} />
        <tbody>
          {[...data.series].reverse().map((day) => (
            <tr key={day.date}>
              <th scope="row">
                <DateText value={day.date} />
              </th>
              <td>{count.format(day.views)}</td>
              <td>{count.format(day.opens)}</td>
              <td>{count.format(day.submissions)}</td>
              <td>{count.format(day.confirmed)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function PeriodToggle({
  value,
  onChange,
}: {
  value: AnalyticsPeriod;
  onChange: (days: AnalyticsPeriod) => void;
}) {
  return (
    <fieldset className="app-toggle-group">
      <legend className="visually-hidden">Period</legend>
      {ANALYTICS_PERIOD_CHOICES.map((days) => (
        <button
          key={days}
          type="button"
          className="app-toggle"
          aria-pressed={days === value}
          onClick={() => onChange(days)}
        >
          {days} days
        </button>
      ))}
    </fieldset>
  );
}

/** One form's counts for the chosen period, and its install check. */
function FormAnalyticsView({ forms }: { forms: readonly PartnerForm[] }) {
  const [formId, setFormId] = useState(forms[0].id);
  const [days, setDays] = useState<AnalyticsPeriod>(DEFAULT_ANALYTICS_DAYS);
  const [state, setState] = useState<AnalyticsState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const form = forms.find((candidate) => candidate.id === formId) ?? forms[0];
  const formName = formLabel(form);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the same request (Try again).
  useEffect(() => {
    const controller = new AbortController();
    setState({ phase: 'loading' });
    apiRequest(`/api/partner/forms/${encodeURIComponent(form.id)}/analytics?days=${days}`, {
      schema: formAnalyticsSchema,
      signal: controller.signal,
    })
      .then((result) =>
        setState(result.ok ? { phase: 'ready', data: result.data } : { phase: 'failed', failure: result }),
      )
      .catch(() => {
        // aborted: a newer request replaced this one
      });
    return () => controller.abort();
  }, [form.id, days, attempt]);

  if (state.phase === 'failed' && state.failure.status === 401)
    return <NoPartnerProfile what="Analytics" then="put a form on your site" />;
  const data = state.phase === 'ready' ? state.data : null;
  const totals = data?.totals;
  const summary = totals
    ? `Last ${data.days} days of ${formName}: ${counted(totals.views, 'view')}, ${counted(totals.opens, 'open')}, ` +
      `${counted(totals.submissions, 'submission')}, ${counted(totals.confirmed, 'confirmed lead')}.`
    : '';

  return (
    <>
      <section className="card app-panel" aria-labelledby="analytics-heading">
        <h2 id="analytics-heading">Views, opens and leads</h2>
        <div className="analytics-controls">
          <div className="form-field app-field">
            <label htmlFor="analytics-form">Form</label>
            <select id="analytics-form" value={form.id} onChange={(event) => setFormId(event.target.value)}>
              {forms.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {formLabel(candidate)}
                  {candidate.status === 'disabled' ? ' – disabled' : ''}
                </option>
              ))}
            </select>
          </div>
          <PeriodToggle value={days} onChange={setDays} />
        </div>
        <LiveMessage tone="status">
          {summary ? <p className="visually-hidden">{summary}</p> : null}
        </LiveMessage>
        {state.phase === 'loading' && (
          <div aria-busy="true">
            <p className="visually-hidden">Loading analytics…</p>
            <span className="app-skeleton app-skeleton-block" aria-hidden="true" />
          </div>
        )}
        {state.phase === 'failed' && (
          <LoadFailure message={state.failure.message} onRetry={() => setAttempt((value) => value + 1)} />
        )}
        {data && (
          <>
            <Totals totals={data.totals} />
            <div className="analytics-chart" aria-hidden="true">
              <Suspense fallback={<div className="app-skeleton app-chart-skeleton" />}>
                <AnalyticsChart series={data.series} />
              </Suspense>
            </div>
            <AnalyticsTable data={data} formName={formName} />
            <p className="analytics-note">
              Views are the times a page loaded this form’s settings from us; a browser may reuse them for a
              minute, so a quick reload counts once. Opens are reported by visitors’ browsers when a popup
              form opens; anyone can send such a report, so we count at most 120 an hour from one site and 600
              an hour per form. Conversion is submissions per view. Days are UTC. Counted on our server,
              without cookies; nothing about your visitors is stored.
            </p>
          </>
        )}
      </section>
      {data && <InstallCheck formId={form.id} install={data.install} />}
    </>
  );
}

function AnalyticsPanel() {
  const forms = useApiData('/api/partner/forms', partnerFormListSchema);
  if (forms.state.phase === 'loading') return <PanelLoading label="Loading your forms…" />;
  if (forms.state.phase === 'failed') {
    if (forms.state.failure.status === 401) {
      return <NoPartnerProfile what="Analytics" then="put a form on your site" />;
    }
    return <PanelLoadFailure failure={forms.state.failure} onRetry={forms.retry} />;
  }
  if (forms.state.data.forms.length === 0) {
    return (
      <section className="card app-panel" aria-labelledby="analytics-empty-heading">
        <h2 id="analytics-empty-heading">No forms yet</h2>
        <div className="app-empty-state">
          <p>
            {NO_FORMS_YET} <a href="/app/partner">Go to the partner console</a>.
          </p>
        </div>
      </section>
    );
  }
  return <FormAnalyticsView forms={forms.state.data.forms} />;
}

/** /app/partner/analytics: signed-in only; views, opens, submissions and confirmed leads per form. */
export default function AnalyticsIsland() {
  return (
    <PartnerConsoleShell current="partner-analytics" returnPath={RETURN_PATH}>
      <AnalyticsPanel />
    </PartnerConsoleShell>
  );
}
