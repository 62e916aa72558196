import { mailTokenRequestSchema } from '@mrn/sdk/schemas/auth';
import { type ReactNode, useState } from 'react';
import { type ApiFailure, apiRequest, type ResponseSchema } from './api-request.ts';
import LiveMessage from './LiveMessage.tsx';
import { queryParameter } from './navigation.ts';

interface MailTokenButtonProps<T> {
  /** POST endpoint that takes `{ token }` from the link's `?token=`. */
  endpoint: string;
  label: string;
  busyLabel: string;
  schema: ResponseSchema<T>;
  /** Runs after a 2xx; what it returns replaces the button. */
  onSuccess: (data: T) => ReactNode;
  /** Shown under the error message (e.g. a link to start again). */
  renderFailureHelp?: (failure: ApiFailure) => ReactNode;
}

/**
 * The page behind a link in a mail. Opening it does nothing (mail scanners open links); only the
 * button sends the token.
 */
export default function MailTokenButton<T>({
  endpoint,
  label,
  busyLabel,
  schema,
  onSuccess,
  renderFailureHelp,
}: MailTokenButtonProps<T>) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [done, setDone] = useState<ReactNode>(null);

  async function onPress() {
    setFailure(null);
    const parsed = mailTokenRequestSchema.safeParse({ token: queryParameter('token') ?? '' });
    if (!parsed.success) {
      setFailure({
        ok: false,
        status: 0,
        code: 'invalid_link',
        message: parsed.error.issues[0]?.message ?? 'This link is incomplete.',
        fields: {},
      });
      return;
    }
    setBusy(true);
    const result = await apiRequest(endpoint, { method: 'POST', body: parsed.data, schema });
    setBusy(false);
    if (!result.ok) {
      setFailure(result);
      return;
    }
    setDone(onSuccess(result.data) ?? null);
  }

  return (
    <div className="app-mail-token">
      {done ? (
        <LiveMessage tone="success">{done}</LiveMessage>
      ) : (
        <>
          <button className="button" type="button" onClick={onPress} disabled={busy}>
            {busy ? busyLabel : label}
          </button>
          <LiveMessage tone="error">
            {failure && (
              <>
                <p>{failure.message}</p>
                {renderFailureHelp?.(failure)}
              </>
            )}
          </LiveMessage>
        </>
      )}
    </div>
  );
}
