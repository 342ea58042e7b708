import { describe, expect, it } from 'vitest';
import { IncrementCoalescer } from './coalesce';

/** A write the test releases by hand, recording what it was asked to add. */
function manualWrites() {
  const calls: Array<{ key: string; n: number; finish: (ok: boolean) => void }> = [];
  let total = 0;
  const write = (key: string, n: number) =>
    new Promise<number>((resolve, reject) => {
      calls.push({
        key,
        n,
        finish: (ok) => {
          if (!ok) return reject(new Error('database is down'));
          total += n;
          resolve(total);
        },
      });
    });
  return { calls, write };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('IncrementCoalescer', () => {
  it('writes the first increment at once and the ones that arrive meanwhile together in one more write', async () => {
    const { calls, write } = manualWrites();
    const c = new IncrementCoalescer(write);
    const first = c.add('q1');
    await tick();
    expect(calls.map((x) => x.n)).toEqual([1]);

    const later = [c.add('q1'), c.add('q1'), c.add('q1')];
    await tick();
    expect(calls).toHaveLength(1); // waiting for the write in flight

    calls[0]!.finish(true);
    expect(await first).toBe(1);
    await tick();
    expect(calls.map((x) => x.n)).toEqual([1, 3]);
    calls[1]!.finish(true);
    expect(await Promise.all(later)).toEqual([4, 4, 4]);
  });

  it('does not answer a caller before a write that includes its increment has finished', async () => {
    const { calls, write } = manualWrites();
    const c = new IncrementCoalescer(write);
    let answered = false;
    void c.add('q1').then(() => (answered = true));
    await tick();
    expect(answered).toBe(false);
    calls[0]!.finish(true);
    await tick();
    expect(answered).toBe(true);
  });

  it('keeps keys apart', async () => {
    const { calls, write } = manualWrites();
    const c = new IncrementCoalescer(write);
    void c.add('a');
    void c.add('b');
    await tick();
    expect(calls.map((x) => `${x.key}:${x.n}`)).toEqual(['a:1', 'b:1']);
  });

  it('fails only the callers of a failed write, and the next ones are written again', async () => {
    const { calls, write } = manualWrites();
    const c = new IncrementCoalescer(write);
    const failing = c.add('q1');
    await tick();
    const next = c.add('q1');
    calls[0]!.finish(false);
    await expect(failing).rejects.toThrow('database is down');
    await tick();
    expect(calls.map((x) => x.n)).toEqual([1, 1]);
    calls[1]!.finish(true);
    expect(await next).toBe(1);
  });
});
