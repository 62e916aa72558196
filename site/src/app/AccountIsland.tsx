import { accountSchema } from '@mrn/sdk/schemas/account';
import AppNav from './AppNav.tsx';
import DataExportSection from './DataExportSection.tsx';
import DeleteAccountSection from './DeleteAccountSection.tsx';
import EmailSection from './EmailSection.tsx';
import MailDeliverySection from './MailDeliverySection.tsx';
import NotificationsSection from './NotificationsSection.tsx';
import { PanelLoadFailure, PanelLoading } from './PanelStates.tsx';
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
          <MailDeliverySection
            account={account}
            onLifted={(next) => setState({ phase: 'ready', data: next })}
          />
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
        <PanelLoadFailure failure={state} onRetry={reload} />
      ) : (
        <PanelLoading label="Loading your account…" withHeading cards={3} />
      )}
    </div>
  );
}
