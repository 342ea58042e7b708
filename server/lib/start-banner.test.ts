import { describe, expect, it } from 'vitest';
import { startBanner } from './start-banner';

const facts = {
  address: 'http://0.0.0.0:3000',
  host: '0.0.0.0',
  nodeEnv: 'development' as const,
  devTools: true,
  database: 'embedded PostgreSQL, data in ./data',
};

describe('startBanner', () => {
  it('says the app listens on every interface, not only localhost, and that dev tools are on', () => {
    const text = startBanner(facts);
    expect(text).toContain('listening on http://0.0.0.0:3000');
    expect(text).toContain('other machines can reach it');
    expect(text).toContain('dev tools: on');
    expect(text).toContain('/dev/mailbox answers this machine and signed-in admins');
  });

  it('says dev tools are off in production, or admin-only when DEV_TOOLS=true', () => {
    expect(startBanner({ ...facts, nodeEnv: 'production', devTools: false })).toContain('dev tools: off');
    expect(startBanner({ ...facts, nodeEnv: 'production', devTools: true })).toContain('signed-in admins only');
  });

  it('says a loopback-only start is reachable from this machine only', () => {
    expect(startBanner({ ...facts, address: 'http://127.0.0.1:3000', host: '127.0.0.1' })).toContain(
      '(this machine only)',
    );
  });
});
