import type { DatabaseExecutor } from '../db/client.ts';
import type { Clock } from '../http/app-deps.ts';
import { type ActiveFormRecord, findActiveForm } from './form-store.ts';

/**
 * Active forms by id, kept a few seconds: every lead and widget load reads its form, and partners
 * edit forms rarely. Edits through this process's partner API evict at once; other processes see
 * an edit (or a disable) within `ttlMs`. Missing forms are not cached, so a new form works at once.
 */
export class ActiveFormCache {
  private readonly entries = new Map<string, { form: ActiveFormRecord; expiresAt: number }>();

  constructor(
    private readonly db: DatabaseExecutor,
    private readonly clock: Clock,
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 10_000,
  ) {}

  async get(formId: string): Promise<ActiveFormRecord | undefined> {
    const now = this.clock().getTime();
    const cached = this.entries.get(formId);
    if (cached && cached.expiresAt > now) return cached.form;
    const form = await findActiveForm(this.db, formId);
    if (!form) {
      this.entries.delete(formId);
      return undefined;
    }
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(formId, { form, expiresAt: now + this.ttlMs });
    return form;
  }

  evict(formId: string): void {
    this.entries.delete(formId);
  }
}
