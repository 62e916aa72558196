import type { Account } from '@mrn/sdk/schemas/account';
import { describeMailSuppression, mailSuppressionLiftedSchema } from '@mrn/sdk/schemas/mail-suppression';
import { useState } from 'react';
import { apiRequest } from './api-request.ts';
import LiveMessage from './LiveMessage.tsx';

/**
 * Shown only while mail to the address is stopped: why (a bounce, or a mail marked as spam) and a
 * button to ask for mail again. A bounce also ends by itself the next time the person signs in.
 */
export default function MailDeliverySection({
  account,
  onLifted,
}: {
  account: Account;
  onLifted: (next: Account) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const suppression = account.mailSuppression;
  if (!suppression) return null;

  async function askForMailAgain() {
    setBusy(true);
    setError(null);
    const result = await apiRequest('/api/app/account/mail-suppression/lift', {
      method: 'POST',
      body: {},
      schema: mailSuppressionLiftedSchema,
    });
    setBusy(false);
    if (!result.ok) return setError(result.message);
    onLifted({ ...account, mailSuppression: null });
  }

  return (
    <section className="card app-panel" aria-labelledby="mail-delivery-heading">
      <h2 id="mail-delivery-heading">We stopped sending you mail</h2>
      <p role="status">{describeMailSuppression(suppression)}</p>
      <p>
        {suppression.reason === 'complaint'
          ? 'You still get sign-in links. If marking the mail as spam was a mistake, you can ask for your alerts and other mail again. Your alerts stay unsubscribed: turn on the ones you want in your dashboard.'
          : 'If your mailbox works again, ask for mail again. Make sure our mail is not filtered as spam.'}
      </p>
      <button className="button button-secondary" type="button" onClick={askForMailAgain} disabled={busy}>
        {busy ? 'Saving…' : 'Send me mail again'}
      </button>
      <LiveMessage tone="error">{error}</LiveMessage>
    </section>
  );
}
