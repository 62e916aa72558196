import type { AccountAlert, AccountAlertCreate, AccountAlertUpdate } from '@mrn/sdk/schemas/app-alerts';

const differs = (a: number, b: number) => Math.abs(a - b) > 1e-9;

/** Same inputs, key by key (the API gives them back in its own key order). */
function sameInputs(stored: object | undefined, edited: object): boolean {
  if (stored === undefined) return false;
  const entries = Object.entries(edited) as [string, unknown][];
  const storedValues = stored as Record<string, unknown>;
  return (
    entries.length === Object.keys(stored).length &&
    entries.every(([key, value]) => {
      const before = storedValues[key];
      if (typeof value === 'number' && typeof before === 'number') return !differs(value, before);
      return value === before;
    })
  );
}

function storedInputs(alert: AccountAlert): object | undefined {
  const inputs = alert.inputs;
  if (inputs?.kind === 'refinance') return inputs.refinance;
  if (inputs?.kind === 'payment') return inputs.payment;
  if (inputs?.kind === 'rate_move') return { move: inputs.rateMove.move };
  return undefined;
}

/**
 * The PATCH body of an edit: the alert's kind and only the fields whose value differs from the alert
 * as it is (a money alert's inputs go whole, as the API wants them); null when nothing changed.
 * The edit form cannot change the kind, so `edited` has the alert's kind.
 */
export function changedAlertFields(
  alert: AccountAlert,
  edited: AccountAlertCreate,
): AccountAlertUpdate | null {
  const changes: Record<string, unknown> = {};
  if (edited.series !== undefined && edited.series !== alert.series) changes.series = edited.series;
  if (edited.kind !== 'rate_move' && edited.rearmMargin !== undefined) {
    if (alert.rearmMargin === null || differs(edited.rearmMargin, alert.rearmMargin)) {
      changes.rearmMargin = edited.rearmMargin;
    }
  }
  if (edited.kind === 'rate') {
    if (edited.direction !== alert.direction) changes.direction = edited.direction;
    if (differs(edited.threshold, alert.threshold)) changes.threshold = edited.threshold;
  } else if (!sameInputs(storedInputs(alert), edited.inputs)) {
    changes.inputs = edited.inputs;
  }
  if (Object.keys(changes).length === 0) return null;
  return { kind: edited.kind, ...changes } as AccountAlertUpdate;
}
