/**
 * Coalesces increments per key into one write at a time (an application-level
 * group commit). Every caller waits until a write that includes its own
 * increment has committed, so an answered request is never ahead of the
 * database; but while one write for a key is in flight, the increments that
 * arrive wait together and go in the next single write. A hot row (a quote
 * shared on Facebook and opened by hundreds at once) then takes one UPDATE per
 * round trip instead of one per visitor queued on its row lock.
 */
export class IncrementCoalescer<R> {
  private readonly pending = new Map<
    string,
    { count: number; waiters: Array<{ resolve: (r: R) => void; reject: (e: unknown) => void }> }
  >();
  private readonly inFlight = new Set<string>();

  /** `write(key, n)` adds n for the key and answers what the callers get back. */
  constructor(private readonly write: (key: string, n: number) => Promise<R>) {}

  /** Adds one for the key; resolves with the result of the write that included it. */
  add(key: string): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      let batch = this.pending.get(key);
      if (!batch) {
        batch = { count: 0, waiters: [] };
        this.pending.set(key, batch);
      }
      batch.count += 1;
      batch.waiters.push({ resolve, reject });
      if (!this.inFlight.has(key)) void this.drain(key);
    });
  }

  private async drain(key: string): Promise<void> {
    this.inFlight.add(key);
    try {
      for (let batch = this.pending.get(key); batch; batch = this.pending.get(key)) {
        this.pending.delete(key);
        try {
          const result = await this.write(key, batch.count);
          for (const w of batch.waiters) w.resolve(result);
        } catch (err) {
          for (const w of batch.waiters) w.reject(err);
        }
      }
    } finally {
      this.inFlight.delete(key);
    }
  }
}
