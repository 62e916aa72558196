import type { AlertNotification } from '@mrn/sdk/schemas/app-alerts';
import ColumnHeads from './ColumnHeads.tsx';
import DateText from './DateText.tsx';
import { formatRate } from './rate-format.ts';
import TableDisclosure from './TableDisclosure.tsx';

/** The mails sent for one alert (newest first), behind a disclosure. */
export default function AlertHistory({ notifications }: { notifications: readonly AlertNotification[] }) {
  if (notifications.length === 0) return null;
  return (
    <TableDisclosure
      className="app-alert-history"
      summary={`History of sent alerts (${notifications.length} ${notifications.length === 1 ? 'mail' : 'mails'})`}
    >
      <ColumnHeads names={['Sent', 'Rate', 'Observation date']} />
      <tbody>
        {notifications.map((notification) => (
          <tr key={`${notification.sentAt}-${notification.observationDate}`}>
            <td>
              <DateText value={notification.sentAt} />
            </td>
            <td>{formatRate(notification.rate)}</td>
            <td>
              <DateText value={notification.observationDate} />
            </td>
          </tr>
        ))}
      </tbody>
    </TableDisclosure>
  );
}
