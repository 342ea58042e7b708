/** Background work with a way to wait for all of it; see Mailer.defer. */
export function createDeferred(onError: (err: unknown) => void) {
  const pending = new Set<Promise<void>>();
  return {
    defer(work: () => Promise<void>): void {
      const p: Promise<void> = Promise.resolve()
        .then(work)
        .catch(onError)
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
