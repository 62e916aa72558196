import { accountSchema } from '@mrn/sdk/schemas/account';
import AppNav from './AppNav.tsx';
import DataExportSection from './DataExportSection.tsx';
import DeleteAccountSection from './DeleteAccountSection.tsx';
import EmailSection from './EmailSection.tsx';
import LoadFailure from './LoadFailure.tsx';
import NotificationsSection from './NotificationsSection.tsx';
import SignOutEverywhereSection from './SignOutEverywhereSection.tsx';
import { useSignedInRequest } from './use-signed-in-request.ts';

/** /app/account: signed-in only; email, notifications, data export, sign out everywhere, deletion. */
export default function AccountIsland() {
  const { state, setState, reload } = useSignedInRequest('/api/app/account', accountSchema, '/app/account');
  const account = state.phase === 'ready' ? state.data : null;
  return (
    <div className="app-shell">
      <AppNav current="account" email={account?.email} />
      {account ? (
        <div className="app-account">
          <EmailSection
            account={account}
            onPending={(pendingEmail) => setState({ phase: 'ready', data: { ...account, pendingEmail } })}
          />
          <NotificationsSection
            account={account}
            onSaved={(next) => setState({ phase: 'ready', data: next })}
          />
          <DataExportSection />
          <SignOutEverywhereSection />
          <DeleteAccountSection email={account.email} />
        </div>
      ) : state.phase === 'error' ? (
        <div className="card app-panel">
          <LoadFailure message={state.message} onRetry={reload} />
        </div>
      ) : (
        <div className="app-account" aria-busy="true">
          <p className="visually-hidden" role="status">
            Loading your account…
          </p>
          {[0, 1, 2].map((index) => (
            <div key={index} className="card app-panel" aria-hidden="true">
              <span className="app-skeleton app-skeleton-heading" />
              <span className="app-skeleton app-skeleton-block" />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
