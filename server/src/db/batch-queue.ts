/** An item waiting in a BatchQueue, and how to answer it. */
export interface Queued<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: items that arrive while `mostInFlight` batches are on their way wait, then go
 * together in the next batch (at most `mostPerBatch` items); a lone item goes at once. `send` answers
 * every item of its batch; if it throws instead, the items it has not answered are rejected with it.
 */
export class BatchQueue<Item, Result> {
  private waiting: Queued<Item, Result>[] = [];
  private inFlight = 0;

  constructor(
    private readonly send: (batch: Queued<Item, Result>[]) => Promise<void>,
    private readonly limits: { mostInFlight: number; mostPerBatch: number },
  ) {}

  add(item: Item): Promise<Result> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.sendWaiting();
    });
  }

  private sendWaiting(): void {
    while (this.inFlight < this.limits.mostInFlight && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.limits.mostPerBatch);
      this.inFlight += 1;
      // Settling an answered promise again is a no-op, so this only reaches the unanswered ones.
      this.send(batch)
        .catch((error: unknown) => {
          for (const queued of batch) queued.reject(error);
        })
        .finally(() => {
          this.inFlight -= 1;
          this.sendWaiting();
        });
    }
  }
}
