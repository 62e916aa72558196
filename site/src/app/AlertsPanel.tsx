import { useRef, useState } from 'react';
import AlertCreateForm from './AlertCreateForm.tsx';
import AlertRow from './AlertRow.tsx';
import LiveMessage from './LiveMessage.tsx';
import LoadFailure from './LoadFailure.tsx';
import { PLAN_NAMES } from './plan-names.ts';
import type { TodayRates } from './today-rates.ts';
import type { AccountAlertsApi } from './use-account-alerts.ts';

interface AlertsPanelProps {
  alerts: AccountAlertsApi;
  /** Where each alert stands, and the create form's preview, are measured against these. */
  todayRates: TodayRates;
  /** The series of the person's loan (My loan): new alerts watch it by default. */
  defaultSeries?: string;
}

/** The person's alerts: plan usage, the create form, the list (or its empty state). */
export default function AlertsPanel({ alerts, todayRates, defaultSeries }: AlertsPanelProps) {
  const { state, retry, create, update, remove } = alerts;
  const [status, setStatus] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <section
      className="card app-panel"
      aria-labelledby="alerts-heading"
      aria-busy={state.phase === 'loading'}
    >
      <h2 id="alerts-heading" ref={heading} tabIndex={-1}>
        Your rate alerts
      </h2>
      {state.phase === 'loading' && (
        <div className="app-alerts-skeleton" aria-hidden="true">
          <span className="app-skeleton app-skeleton-line" />
          <span className="app-skeleton app-skeleton-block" />
        </div>
      )}
      {state.phase === 'failed' && <LoadFailure message={state.failure.message} onRetry={retry} />}
      {state.phase === 'ready' && (
        <>
          <p className="app-plan-usage" data-plan-usage>
            {state.data.activeCount} of {state.data.activeLimit} active alerts on the{' '}
            {PLAN_NAMES[state.data.plan]} plan
          </p>
          <LiveMessage tone="status">{status}</LiveMessage>
          {state.data.alerts.length === 0 ? (
            <div className="app-empty-state">
              <h3>No alerts yet</h3>
              <p>
                Add one below: a target rate, a refinance saving, a monthly payment on a home you have in
                mind, or a move in the rate. We will email you when the rate you pick (your loan’s, or any
                30-year or 15-year rate we track) gets there. We check the rates several times each business
                day.
              </p>
            </div>
          ) : (
            <ul className="app-alert-list">
              {state.data.alerts.map((alert) => (
                <AlertRow
                  key={alert.id}
                  alert={alert}
                  update={update}
                  remove={remove}
                  todayRates={todayRates}
                  onDeleted={(description) => {
                    setStatus(`Alert deleted: ${description}.`);
                    heading.current?.focus();
                  }}
                />
              ))}
            </ul>
          )}
          <AlertCreateForm
            knownIds={state.data.alerts.map((alert) => alert.id)}
            todayRates={todayRates}
            defaultSeries={defaultSeries}
            create={async (input) => {
              setStatus('');
              return create(input);
            }}
          />
        </>
      )}
    </section>
  );
}
