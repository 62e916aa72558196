import type { AlertStatus } from '@mrn/sdk/schemas/app-alerts';

const STATUS_LABELS: Record<AlertStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  pending: 'Pending',
  unsubscribed: 'Unsubscribed',
};

/** The alert's status as a badge; the word carries the meaning, the colour only repeats it. */
export default function AlertStatusBadge({ status }: { status: AlertStatus }) {
  return (
    <span className={`app-status app-status-${status}`}>
      <span className="visually-hidden">Status: </span>
      {STATUS_LABELS[status]}
    </span>
  );
}
