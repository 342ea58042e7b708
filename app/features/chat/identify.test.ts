import { describe, expect, it } from 'vitest';
import { identifyChatVisitor, visitorAttributes, type ChatVisitor, type ChatWidget } from './identify';

const visitor: ChatVisitor = {
  id: 'u1',
  email: 'agent@demo.test',
  createdAt: '2024-01-02T00:00:00.000Z',
  role: 'quoteagent',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '+44 20 7946 0000',
  agency: null,
};

function widgetAnswering(errors: (string | null)[]) {
  const calls: Record<string, string>[] = [];
  const widget: ChatWidget = {
    setAttributes(attrs, cb) {
      calls.push(attrs);
      cb(errors.shift() ?? undefined);
    },
  };
  return { widget, calls };
}

function recorder() {
  const sleeps: number[] = [];
  return { sleeps, sleep: async (ms: number) => void sleeps.push(ms) };
}

describe('visitorAttributes', () => {
  it('sends name, e-mail, hash, role label, phone without spaces and notes', () => {
    expect(visitorAttributes(visitor, 'abc')).toEqual({
      name: 'Ada Lovelace',
      email: 'agent@demo.test',
      hash: 'abc',
      job: 'Quote Agent',
      phone: '+442079460000',
      notes: 'Agency: N/A | User ID: u1 | Created: 2024-01-02T00:00:00.000Z',
    });
  });
});

describe('identifyChatVisitor', () => {
  it('waits 8 s, then identifies with the hash', async () => {
    const { widget, calls } = widgetAnswering([null]);
    const { sleeps, sleep } = recorder();
    const out = await identifyChatVisitor(visitor, { findWidget: () => widget, fetchHash: async () => 'h', sleep });
    expect(out).toBe('identified');
    expect(sleeps).toEqual([8_000]);
    expect(calls[0]?.hash).toBe('h');
  });

  it('polls for the widget with growing delays and gives up after 5 retries', async () => {
    const { sleeps, sleep } = recorder();
    const out = await identifyChatVisitor(visitor, { findWidget: () => null, fetchHash: async () => 'h', sleep });
    expect(out).toBe('no-widget');
    expect(sleeps).toEqual([8_000, 1_000, 1_500, 2_250, 3_375, 5_062.5]);
  });

  it('retries UNAUTHORIZED_API_CALL starting at 2 s', async () => {
    const { widget, calls } = widgetAnswering(['UNAUTHORIZED_API_CALL', 'UNAUTHORIZED_API_CALL', null]);
    const { sleeps, sleep } = recorder();
    const out = await identifyChatVisitor(visitor, { findWidget: () => widget, fetchHash: async () => 'h', sleep });
    expect(out).toBe('identified');
    expect(calls).toHaveLength(3);
    expect(sleeps).toEqual([8_000, 2_000, 3_000]);
  });

  it('stops on any other widget error', async () => {
    const { widget, calls } = widgetAnswering(['SOMETHING_ELSE']);
    const out = await identifyChatVisitor(visitor, {
      findWidget: () => widget,
      fetchHash: async () => 'h',
      sleep: async () => {},
    });
    expect(out).toBe('failed');
    expect(calls).toHaveLength(1);
  });

  it('carries on without a hash when the hash call fails', async () => {
    const { widget, calls } = widgetAnswering([null]);
    const out = await identifyChatVisitor(visitor, {
      findWidget: () => widget,
      fetchHash: async () => {
        throw new Error('not configured');
      },
      sleep: async () => {},
    });
    expect(out).toBe('identified');
    expect(calls[0]).not.toHaveProperty('hash');
  });
});
