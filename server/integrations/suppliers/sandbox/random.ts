/** Deterministic randomness: the same seed gives the same inventory on every machine. */

/** FNV-1a 32-bit hash of a string. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export type Rng = {
  /** [0, 1) */
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items, in the input's order. */
  sample<T>(items: readonly T[], count: number): T[];
  chance(p: number): boolean;
};

/** mulberry32, seeded by a string. */
export function rng(seed: string): Rng {
  let a = hash(seed);
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const keyed = items.map((item, i) => ({ item, i, k: next() }));
      const chosen = keyed.sort((x, y) => x.k - y.k).slice(0, count);
      return chosen.sort((x, y) => x.i - y.i).map((c) => c.item);
    },
    chance: (p: number) => next() < p,
  };
}
