import { describe, expect, it } from 'vitest';
import { createSseParser, reconnectDelay, type SseEvent } from './sse';

function collect(chunks: string[]): SseEvent[] {
  const out: SseEvent[] = [];
  const feed = createSseParser((e) => out.push(e));
  for (const c of chunks) feed(c);
  return out;
}

describe('createSseParser', () => {
  it('reads named events with JSON data', () => {
    expect(collect(['event: basket.item\ndata: {"itemId":"a","status":"booking"}\n\n'])).toEqual([
      { event: 'basket.item', data: '{"itemId":"a","status":"booking"}' },
    ]);
  });

  it('joins an event split across chunks, even inside a CRLF', () => {
    expect(collect(['event: pack', 'age\r', '\ndata: {"status":', '"confirmed"}\r\n\r\n'])).toEqual([
      { event: 'package', data: '{"status":"confirmed"}' },
    ]);
  });

  it('skips heartbeat comments and keeps several events apart', () => {
    expect(collect([': heartbeat\n\ndata: one\n\nevent: x\ndata: two\ndata: lines\n\n'])).toEqual([
      { event: 'message', data: 'one' },
      { event: 'x', data: 'two\nlines' },
    ]);
  });

  it('does not emit an event before its blank line', () => {
    expect(collect(['event: x\ndata: 1\n'])).toEqual([]);
  });
});

describe('reconnectDelay', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
