import type { OutboxKind } from './claim-due-mail.ts';

/** Outbox rows by kind, each kind's in the order given. */
export function groupByKind<Row extends { kind: OutboxKind }>(rows: readonly Row[]): Map<OutboxKind, Row[]> {
  const groups = new Map<OutboxKind, Row[]>();
  for (const row of rows) {
    const group = groups.get(row.kind);
    if (group) group.push(row);
    else groups.set(row.kind, [row]);
  }
  return groups;
}
