import type { AlertNotification } from '@mrn/sdk/schemas/app-alerts';
import { formatDate } from './date-format.ts';
import { formatRate } from './rate-format.ts';

/** The mails sent for one alert (newest first), behind a disclosure. */
export default function AlertHistory({ notifications }: { notifications: readonly AlertNotification[] }) {
  if (notifications.length === 0) return null;
  return (
    <details className="app-details app-alert-history">
      <summary>
        History of sent alerts ({notifications.length} {notifications.length === 1 ? 'mail' : 'mails'})
      </summary>
      <div className="app-table-frame">
        <table className="app-table">
          <thead>
            <tr>
              <th scope="col">Sent</th>
              <th scope="col">Rate</th>
              <th scope="col">Observation date</th>
            </tr>
          </thead>
          <tbody>
            {notifications.map((notification) => (
              <tr key={`${notification.sentAt}-${notification.observationDate}`}>
                <td>
                  <time dateTime={notification.sentAt}>{formatDate(notification.sentAt)}</time>
                </td>
                <td>{formatRate(notification.rate)}</td>
                <td>
                  <time dateTime={notification.observationDate}>
                    {formatDate(notification.observationDate)}
                  </time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
