import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { DatabaseExecutor } from '../db/client.ts';
import { formDailyCounts, forms } from '../db/schema/index.ts';
import type { FormRecord } from '../forms/index.ts';
import type { Clock } from '../http/app-deps.ts';
import { isOriginAllowed } from '../http/cors.ts';
import type { FixedWindowRateLimiter } from '../http/rate-limiter.ts';
import { REFUSALS_COUNTED_PER_WRITE } from './browser-report-limits.ts';
import { recordRefusedOrigin } from './refused-origins.ts';

export type FormCounter = 'views' | 'opens' | 'submissions';

/** The install check writes a form's last loading origin at most this often per form and origin. */
const INSTALL_CHECK_INTERVAL_MS = 60_000;
const MAX_REMEMBERED_LOADS = 10_000;
/** How long counts gather in memory before they are written together. */
const COUNT_FLUSH_MS = 250;

type DailyCounts = { formId: string; day: string } & Record<FormCounter, number>;

/** The origin of the page a widget request came from: Origin, else the Referer's origin. */
export function pageOriginOf(originHeader: string | undefined, referer: string | undefined): string | null {
  for (const candidate of [originHeader, referer]) {
    if (!candidate || candidate === 'null') continue;
    try {
      const url = new URL(candidate);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // not a URL: try the next header
    }
  }
  return null;
}

/**
 * Analytics per form, counted server-side from the widget's own requests (issue 12, part 6):
 * counts per form and UTC day in form_daily_counts, written every COUNT_FLUSH_MS. Nothing about the
 * visitor is stored (no IP, no cookie, no user agent).
 *
 * Counting never slows or fails a widget request: every write starts in the background, and its
 * errors are logged and swallowed. `settled()` waits for the writes started so far (tests, shutdown).
 */
export class FormCounters {
  private readonly pending = new Set<Promise<void>>();
  /** `formId day` → counts not written yet. */
  private readonly unwrittenCounts = new Map<string, DailyCounts>();
  private countFlush: ReturnType<typeof setTimeout> | undefined;
  /** `formId origin` → when this process last wrote that install check. */
  private readonly lastLoads = new Map<string, number>();
  /** `formId origin` → when this process last wrote that refusal, and refusals seen since. */
  private readonly refusals = new Map<string, { writtenAt: number; unwritten: number }>();

  constructor(
    private readonly db: DatabaseExecutor,
    private readonly clock: Clock,
    private readonly logger: Logger,
    /** The product's own origin: its console previews forms, which is no install. */
    private readonly ownOrigin: string,
    /**
     * Install-check writes per form (browser-report-limits.ts): origins are what browsers report,
     * so a stranger could otherwise record any number of made-up sites. None: unlimited (unit tests).
     */
    private readonly installChecksPerForm?: FixedWindowRateLimiter,
  ) {}

  /** Whether the form's install check may take one more write now (a refused one is dropped, not queued). */
  private async installCheckAllowed(formId: string): Promise<boolean> {
    return !this.installChecksPerForm || (await this.installChecksPerForm.consume(formId)).allowed;
  }

  /**
   * Adds one to a form's counter for today (UTC). Counts gather in memory and are written together
   * every COUNT_FLUSH_MS: an upsert per lead or view, all on the form's one row for the day, was a
   * second statement on the lead path, and every concurrent lead waited for that row's lock.
   * A crash loses at most that window of counts, which analytics can afford.
   */
  count(formId: string, counter: FormCounter): void {
    const day = this.clock().toISOString().slice(0, 10);
    const key = `${formId} ${day}`;
    let counts = this.unwrittenCounts.get(key);
    if (!counts) {
      counts = { formId, day, views: 0, opens: 0, submissions: 0 };
      this.unwrittenCounts.set(key, counts);
    }
    counts[counter] += 1;
    if (!this.countFlush) {
      this.countFlush = setTimeout(() => this.flushCounts(), COUNT_FLUSH_MS);
      this.countFlush.unref();
    }
  }

  /** Writes the counts gathered so far: one statement for every form and day among them. */
  private flushCounts(): void {
    clearTimeout(this.countFlush);
    this.countFlush = undefined;
    if (this.unwrittenCounts.size === 0) return;
    // In key order, so two nodes flushing at once lock the same rows in the same order (no deadlock).
    const rows = [...this.unwrittenCounts.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([, row]) => row);
    this.unwrittenCounts.clear();
    this.track(
      async () => {
        await this.db
          .insert(formDailyCounts)
          .values(rows)
          .onConflictDoUpdate({
            target: [formDailyCounts.formId, formDailyCounts.day],
            set: {
              views: sql`${formDailyCounts.views} + excluded.views`,
              opens: sql`${formDailyCounts.opens} + excluded.opens`,
              submissions: sql`${formDailyCounts.submissions} + excluded.submissions`,
            },
          });
      },
      { formId: rows.map((row) => row.formId).join(' '), counter: 'counts' },
    );
  }

  /** GET /api/forms/:id answered: one view, and the install check for the calling page's origin. */
  countView(form: Pick<FormRecord, 'id' | 'allowedOrigins'>, origin?: string, referer?: string): void {
    this.count(form.id, 'views');
    this.recordLoad(form, pageOriginOf(origin, referer));
  }

  /**
   * The install check: remembers the page origin that loaded the form's config and whether the
   * form accepts leads from it. At most one write a minute per form and origin (in this process
   * by memory, across processes by the WHERE clause).
   */
  recordLoad(form: Pick<FormRecord, 'id' | 'allowedOrigins'>, origin: string | null): void {
    if (!origin || origin === this.ownOrigin) return;
    const now = this.clock();
    const key = `${form.id} ${origin}`;
    const last = this.lastLoads.get(key);
    if (last !== undefined && now.getTime() - last < INSTALL_CHECK_INTERVAL_MS) return;
    if (this.lastLoads.size >= MAX_REMEMBERED_LOADS) this.lastLoads.clear();
    this.lastLoads.set(key, now.getTime());
    const allowed = isOriginAllowed(origin, form.allowedOrigins, this.ownOrigin);
    if (!allowed) this.recordRefusal(form, origin);
    const staleBefore = new Date(now.getTime() - INSTALL_CHECK_INTERVAL_MS);
    this.track(
      async () => {
        if (!(await this.installCheckAllowed(form.id))) return;
        await this.db
          .update(forms)
          .set({ lastLoadedOrigin: origin, lastLoadedAt: now, lastLoadedAllowed: allowed })
          .where(
            and(
              eq(forms.id, form.id),
              or(
                isNull(forms.lastLoadedAt),
                lt(forms.lastLoadedAt, staleBefore),
                ne(forms.lastLoadedOrigin, origin),
                ne(forms.lastLoadedAllowed, allowed),
              ),
            ),
          );
      },
      { formId: form.id, counter: 'install check' },
    );
  }

  /**
   * The install check's warning: a page at `originHeader` that the form refuses (its lead
   * preflight answered without CORS headers, or its config loaded on a site not allowed). One
   * write a minute per form and origin at most; refusals in between are added to the next write,
   * up to REFUSALS_COUNTED_PER_WRITE, and the form's install-check budget applies.
   */
  recordRefusal(
    form: Pick<FormRecord, 'id' | 'allowedOrigins'>,
    originHeader: string | null | undefined,
  ): void {
    const origin = pageOriginOf(originHeader ?? undefined, undefined);
    if (!origin || isOriginAllowed(origin, form.allowedOrigins, this.ownOrigin)) return;
    const now = this.clock();
    const key = `${form.id} ${origin}`;
    const last = this.refusals.get(key);
    if (last && now.getTime() - last.writtenAt < INSTALL_CHECK_INTERVAL_MS) {
      last.unwritten += 1;
      return;
    }
    if (this.refusals.size >= MAX_REMEMBERED_LOADS) this.refusals.clear();
    this.refusals.set(key, { writtenAt: now.getTime(), unwritten: 0 });
    // Per origin: one write a minute adds at most REFUSALS_COUNTED_PER_WRITE, however many were reported.
    const refusals = Math.min((last?.unwritten ?? 0) + 1, REFUSALS_COUNTED_PER_WRITE);
    this.track(
      async () => {
        if (!(await this.installCheckAllowed(form.id))) return;
        await recordRefusedOrigin(this.db, { formId: form.id, origin, now, refusals });
      },
      { formId: form.id, counter: 'refused origin' },
    );
  }

  /** Writes the counts gathered so far and resolves once every write has finished (they never reject). */
  async settled(): Promise<void> {
    this.flushCounts();
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  private track(write: () => Promise<void>, context: { formId: string; counter: string }): void {
    const promise = write()
      .catch((err: unknown) => this.logger.warn({ err, ...context }, 'form analytics write failed'))
      .finally(() => this.pending.delete(promise));
    this.pending.add(promise);
  }
}
