import { accountSchema } from '@mrn/sdk/schemas/account';
import MailTokenButton from './MailTokenButton.tsx';

/** /app/confirm-email?token=…: the link mailed to a new address; the button makes the change. */
export default function ConfirmEmailIsland() {
  return (
    <MailTokenButton
      endpoint="/api/app/account/email/confirm"
      label="Confirm new address"
      busyLabel="Confirming…"
      schema={accountSchema}
      onSuccess={(account) => (
        <>
          <p>
            Your email address is now <strong className="app-break">{account.email}</strong>. Alert mails go
            there from now on.
          </p>
          <p>
            <a href="/app/account">Back to your account</a>
          </p>
        </>
      )}
      renderFailureHelp={() => (
        <p>
          <a href="/app/account">Go to your account</a> to ask for a new confirmation mail.
        </p>
      )}
    />
  );
}
