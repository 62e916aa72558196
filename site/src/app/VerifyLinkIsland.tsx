import { sessionSchema } from '@mrn/sdk/schemas/auth';
import { APP_HOME_PATH, safeNextPath, signInPathFor } from '@mrn/sdk/schemas/next-path';
import MailTokenButton from './MailTokenButton.tsx';
import { goTo, queryParameter } from './navigation.ts';

/**
 * /app/verify?token=…&next=…: the sign-in link of the mail; the button signs in, then the page the
 * person was asking for opens (`next`, when it is a path of ours), else the dashboard.
 */
export default function VerifyLinkIsland() {
  const next = safeNextPath(queryParameter('next'));
  return (
    <MailTokenButton
      endpoint="/api/auth/verify-link"
      label="Sign in"
      busyLabel="Signing in…"
      schema={sessionSchema}
      onSuccess={() => {
        goTo(next);
        return (
          <p>
            {next === APP_HOME_PATH ? 'Signed in. Opening your dashboard…' : 'Signed in. Taking you back…'}
          </p>
        );
      }}
      renderFailureHelp={() => (
        <p>
          <a href={next === APP_HOME_PATH ? '/app/sign-in' : signInPathFor(next)}>Get a new sign-in link</a>
        </p>
      )}
    />
  );
}
