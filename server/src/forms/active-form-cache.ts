import { sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import type { Clock } from '../http/app-deps.ts';
import { type ActiveFormRecord, findActiveForm } from './form-store.ts';

/** How stale a node's view of form edits may get: a disabled form stops on every node within this. */
const DEFAULT_VERSION_CHECK_MS = 1_000;

/**
 * Active forms by id, kept a few seconds: every lead and widget load reads its form, and partners
 * edit forms rarely. Edits through this process's partner API evict at once. Edits through another
 * web node bump `form_cache_version` (a trigger, migration 0018); this cache reads that one number
 * at most once per `versionCheckMs` and empties itself when it moved. A plain query rather than
 * LISTEN/NOTIFY, so it works through PgBouncer's transaction pooling and survives failover with
 * nothing to reconnect. Missing forms are not cached, so a new form works at once.
 */
export class ActiveFormCache {
  private readonly entries = new Map<string, { form: ActiveFormRecord; expiresAt: number }>();
  private knownVersion: number | undefined;
  /** Bumped by every clear, so a read that began before a clear does not put its stale form back. */
  private generation = 0;
  private versionCheckedAt = Number.NEGATIVE_INFINITY;
  /** One version read at a time: concurrent requests wait for the same answer. */
  private versionCheck: Promise<void> | undefined;

  constructor(
    private readonly db: DatabaseExecutor,
    private readonly clock: Clock,
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 10_000,
    private readonly versionCheckMs = DEFAULT_VERSION_CHECK_MS,
  ) {}

  async get(formId: string): Promise<ActiveFormRecord | undefined> {
    const cached = this.entries.get(formId);
    if (cached) {
      await this.dropAllIfFormsChanged();
      if (this.entries.get(formId) === cached && cached.expiresAt > this.clock().getTime())
        return cached.form;
    }
    const generation = this.generation;
    const form = await findActiveForm(this.db, formId);
    if (!form) {
      this.entries.delete(formId);
      return undefined;
    }
    if (this.ttlMs <= 0 || generation !== this.generation) return form;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(formId, { form, expiresAt: this.clock().getTime() + this.ttlMs });
    return form;
  }

  evict(formId: string): void {
    this.entries.delete(formId);
    this.generation += 1;
  }

  private async dropAllIfFormsChanged(): Promise<void> {
    if (this.clock().getTime() - this.versionCheckedAt < this.versionCheckMs) return;
    this.versionCheck ??= this.readVersion().finally(() => {
      this.versionCheck = undefined;
    });
    await this.versionCheck;
  }

  private async readVersion(): Promise<void> {
    const [row] = await queryRows<{ version: string | number }>(
      this.db,
      sql`SELECT version FROM form_cache_version`,
    );
    const version = Number(row?.version ?? 0);
    // The first read clears too: forms cached before it may predate a change it already counts.
    if (version !== this.knownVersion) {
      this.entries.clear();
      this.generation += 1;
    }
    this.knownVersion = version;
    this.versionCheckedAt = this.clock().getTime();
  }
}
