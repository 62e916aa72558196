import { sessionSchema } from '@mrn/sdk/schemas/auth';
import AlertsPanel from './AlertsPanel.tsx';
import AppNav from './AppNav.tsx';
import CurrentRatesPanel, { CurrentRatesSkeleton } from './CurrentRatesPanel.tsx';
import MyLoanPicker from './MyLoanPicker.tsx';
import { useMyLoan } from './my-loan.ts';
import { PanelLoadFailure } from './PanelStates.tsx';
import type { ChartThreshold } from './RateHistoryChart.tsx';
import RateHistoryPanel, { HistoryTextSkeleton } from './RateHistoryPanel.tsx';
import SkeletonLines from './SkeletonLines.tsx';
import { useTodayRates } from './today-rates.ts';
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
        <PanelLoadFailure failure={state} onRetry={reload} />
      ) : (
        <DashboardSkeleton />
      )}
    </div>
  );
}

function SignedInDashboard() {
  const alerts = useAccountAlerts();
  const todayRates = useTodayRates();
  const myLoan = useMyLoan();
  // A money alert whose rule no rate meets has threshold 0: nothing to draw.
  const thresholds: ChartThreshold[] =
    alerts.state.phase === 'ready'
      ? alerts.state.data.alerts.filter((alert) => alert.status === 'active' && alert.threshold > 0)
      : [];
  return (
    <div className="app-dashboard">
      <CurrentRatesPanel
        myLoan={myLoan.seriesId}
        loanPicker={
          myLoan.phase === 'ready' ? (
            <MyLoanPicker loan={myLoan.loan} save={myLoan.save} />
          ) : myLoan.phase === 'failed' ? (
            <p className="app-empty">
              We could not load your loan; the dashboard shows the 30-year fixed rate.
            </p>
          ) : undefined
        }
      />
      <RateHistoryPanel thresholds={thresholds} seriesId={myLoan.seriesId} />
      <AlertsPanel alerts={alerts} todayRates={todayRates} defaultSeries={myLoan.seriesId} />
    </div>
  );
}

/** The panels at their loaded size, so nothing jumps when the data arrives. */
function DashboardSkeleton() {
  return (
    <div className="app-dashboard" aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading your dashboard…
      </p>
      <div className="card app-panel" aria-hidden="true">
        <h2>Current rates</h2>
        <CurrentRatesSkeleton />
      </div>
      <div className="card app-panel" aria-hidden="true">
        <div className="app-panel-head">
          <h2>Rate history</h2>
          <span className="app-skeleton app-skeleton-toggle-group" />
        </div>
        <div className="app-chart-frame">
          <div className="app-skeleton app-chart-skeleton" />
        </div>
        <HistoryTextSkeleton />
      </div>
      <div className="card app-panel" aria-hidden="true">
        <h2>Your rate alerts</h2>
        <SkeletonLines count={2} />
        <span className="app-skeleton app-skeleton-block" />
      </div>
    </div>
  );
}
