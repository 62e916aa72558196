import { sessionSchema } from '@mrn/sdk/schemas/auth';
import AlertsPanel from './AlertsPanel.tsx';
import AppNav from './AppNav.tsx';
import CurrentRatesPanel from './CurrentRatesPanel.tsx';
import LiveMessage from './LiveMessage.tsx';
import type { ChartThreshold } from './RateHistoryChart.tsx';
import RateHistoryPanel from './RateHistoryPanel.tsx';
import { useAccountAlerts } from './use-account-alerts.ts';
import { useSignedInRequest } from './use-signed-in-request.ts';

/** /app: signed-in only (a 401 goes to sign-in); the panels load once the session is known. */
export default function DashboardIsland() {
  const { state, reload } = useSignedInRequest('/api/auth/session', sessionSchema, '/app');
  return (
    <div className="app-shell">
      <AppNav current="dashboard" email={state.phase === 'ready' ? state.data.user.email : undefined} />
      {state.phase === 'ready' ? (
        <SignedInDashboard />
      ) : state.phase === 'error' ? (
        <div className="card app-panel">
          <LiveMessage tone="error">
            <p>{state.message}</p>
          </LiveMessage>
          <button className="button button-secondary app-small-button" type="button" onClick={reload}>
            Try again
          </button>
        </div>
      ) : (
        <DashboardSkeleton />
      )}
    </div>
  );
}

function SignedInDashboard() {
  const alerts = useAccountAlerts();
  const thresholds: ChartThreshold[] =
    alerts.state.phase === 'ready'
      ? alerts.state.data.alerts.filter((alert) => alert.status === 'active')
      : [];
  return (
    <div className="app-dashboard">
      <CurrentRatesPanel />
      <RateHistoryPanel thresholds={thresholds} />
      <AlertsPanel alerts={alerts} />
    </div>
  );
}

/** The panels' frames at their loaded size, so nothing jumps when the data arrives. */
function DashboardSkeleton() {
  return (
    <div className="app-dashboard" aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading your dashboard…
      </p>
      <div className="card app-panel app-panel-rates-skeleton" aria-hidden="true">
        <span className="app-skeleton app-skeleton-heading" />
        <div className="app-rate-cards">
          <span className="app-rate-card app-skeleton-card app-skeleton" />
          <span className="app-rate-card app-skeleton-card app-skeleton" />
        </div>
      </div>
      <div className="card app-panel" aria-hidden="true">
        <span className="app-skeleton app-skeleton-heading" />
        <div className="app-chart-frame">
          <div className="app-skeleton app-chart-skeleton" />
        </div>
      </div>
      <div className="card app-panel" aria-hidden="true">
        <span className="app-skeleton app-skeleton-heading" />
        <span className="app-skeleton app-skeleton-block" />
      </div>
    </div>
  );
}
