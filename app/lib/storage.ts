/** localStorage that never throws (private mode, quota, or no window in tests). */
export const storage = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      // Storage full or blocked: the app still works for this visit.
    }
  },
  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // Nothing to clean up if storage is unavailable.
    }
  },
  /** Removes every key starting with the prefix. */
  removePrefix(prefix: string): void {
    try {
      const ls = globalThis.localStorage;
      if (!ls) return;
      const doomed: string[] = [];
      for (let i = 0; i < ls.length; i++) {
        const key = ls.key(i);
        if (key?.startsWith(prefix)) doomed.push(key);
      }
      for (const key of doomed) ls.removeItem(key);
    } catch {
      // As above.
    }
  },
  getJson<T>(key: string, guard: (v: unknown) => v is T): T | null {
    const raw = storage.get(key);
    if (!raw) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      return guard(parsed) ? parsed : null;
    } catch {
      return null;
    }
  },
  setJson(key: string, value: unknown): void {
    storage.set(key, JSON.stringify(value));
  },
};
