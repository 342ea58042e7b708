/** One server-sent event: its name ('message' when none) and its data lines joined. */
export type SseEvent = { event: string; data: string };

/**
 * An incremental text/event-stream parser: feed it chunks as they arrive, in
 * any split, and it calls back once per complete event. Comments (heartbeats,
 * lines starting ':') and events without data are skipped, as the spec says.
 */
export function createSseParser(onEvent: (e: SseEvent) => void): (chunk: string) => void {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  const dispatch = () => {
    if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n') });
    event = '';
    data = [];
  };
  return (chunk) => {
    buffer += chunk;
    for (;;) {
      const m = /\r\n|\r|\n/.exec(buffer);
      // A lone '\r' at the end may be half of '\r\n': wait for more.
      if (!m || (m[0] === '\r' && m.index === buffer.length - 1)) return;
      const line = buffer.slice(0, m.index);
      buffer = buffer.slice(m.index + m[0].length);
      if (line === '') {
        dispatch();
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
  };
}

/** Reconnect delay after `attempt` failures in a row: 1 s, 2 s, 4 s ... capped at 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt));
}
