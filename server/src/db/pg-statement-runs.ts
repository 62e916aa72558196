import type pg from 'pg';
import type { NamedStatement } from './database-port.ts';
import { parameterText } from './parameter-text.ts';
import { pgRowTypes } from './row-types.ts';

interface Column {
  name: string;
  parse: (value: string) => unknown;
}

/**
 * Several runs of one named statement as one node-postgres query (its public Submittable API): a Bind,
 * Describe and Execute per run and a single Sync, written at once. Until Sync the runs are one
 * implicit transaction, committed together at the Sync: one round trip, one commit, one flush of the
 * log. Each Execute still takes its own snapshot, so a run sees what the runs before it wrote. When a
 * run fails, PostgreSQL skips the rest up to the Sync and rolls all of them back.
 *
 * With no runs it only parses the statement (`parseOnly`), once per connection.
 */
export class PgStatementRuns<Row> implements pg.Submittable {
  /** Each run's rows, in order; rejects with the first error PostgreSQL reports. */
  readonly answered: Promise<Row[][]>;
  private resolve!: (rows: Row[][]) => void;
  private reject!: (error: unknown) => void;
  private readonly results: Row[][] = [];
  private rows: Row[] = [];
  private columns: Column[] = [];

  constructor(
    private readonly statement: NamedStatement,
    private readonly runs: unknown[][],
    private readonly parseOnly = false,
  ) {
    this.answered = new Promise((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
  }

  submit(connection: pg.Connection): void {
    // One write for the whole batch, as node-postgres does for one query.
    connection.stream.cork();
    try {
      if (this.parseOnly) {
        connection.parse({ name: this.statement.name, text: this.statement.text, types: [] }, true);
      }
      for (const values of this.runs) {
        connection.bind({ statement: this.statement.name, values: values.map(parameterText) }, true);
        connection.describe({ type: 'P' }, true);
        connection.execute({}, true);
      }
      connection.sync();
    } finally {
      connection.stream.uncork();
    }
  }

  handleRowDescription(message: { fields: { name: string; dataTypeID: number }[] }): void {
    this.columns = message.fields.map((field) => ({
      name: field.name,
      parse: pgRowTypes.getTypeParser(field.dataTypeID, 'text') as (value: string) => unknown,
    }));
  }

  handleDataRow(message: { fields: (string | null)[] }): void {
    const row: Record<string, unknown> = {};
    for (const [index, column] of this.columns.entries()) {
      const value = message.fields[index];
      row[column.name] = value === null ? null : column.parse(value);
    }
    this.rows.push(row as Row);
  }

  handleCommandComplete(): void {
    this.results.push(this.rows);
    this.rows = [];
    this.columns = [];
  }

  handleEmptyQuery(): void {}

  handlePortalSuspended(): void {}

  handleError(error: unknown): void {
    this.reject(error);
  }

  handleReadyForQuery(): void {
    this.resolve(this.results);
  }
}
