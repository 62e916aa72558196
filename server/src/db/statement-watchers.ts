import type { Logger } from 'drizzle-orm';

/**
 * Who wants to see the statement texts a database sends (tests that prove no value is ever part of
 * one). drizzle reports its own through its public logger; the ports report theirs.
 */
export class StatementWatchers {
  private readonly listeners = new Set<(text: string) => void>();

  watch(listener: (text: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  notify(text: string): void {
    for (const listener of this.listeners) listener(text);
  }

  /** drizzle's logger hook, passed when the drizzle instance is made. */
  readonly drizzleLogger: Logger = { logQuery: (query) => this.notify(query) };
}
