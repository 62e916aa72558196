import { sessionSchema } from '@mrn/sdk/schemas/auth';
import { APP_HOME_PATH } from '@mrn/sdk/schemas/next-path';
import MailTokenButton from './MailTokenButton.tsx';
import { goTo } from './navigation.ts';

/** /app/verify?token=…: the sign-in link of the mail; the button signs in, then the dashboard opens. */
export default function VerifyLinkIsland() {
  return (
    <MailTokenButton
      endpoint="/api/auth/verify-link"
      label="Sign in"
      busyLabel="Signing in…"
      schema={sessionSchema}
      onSuccess={() => {
        goTo(APP_HOME_PATH);
        return <p>Signed in. Opening your dashboard…</p>;
      }}
      renderFailureHelp={() => (
        <p>
          <a href="/app/sign-in">Get a new sign-in link</a>
        </p>
      )}
    />
  );
}
