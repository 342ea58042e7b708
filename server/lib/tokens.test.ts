import { describe, expect, it } from 'vitest';
import { hashToken, openSuccessor, randomToken, sealSuccessor } from './tokens';

describe('refresh token helpers', () => {
  it('makes 256-bit URL-safe tokens that differ every time', () => {
    const a = randomToken();
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(a).not.toBe(randomToken());
  });

  it('hashes with SHA-256 (hex), never returning the token', () => {
    const t = randomToken();
    expect(hashToken(t)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(t)).not.toContain(t);
  });

  it('a sealed successor opens only with its predecessor, not with the stored hash', () => {
    const predecessor = randomToken();
    const successor = randomToken();
    const sealed = sealSuccessor(predecessor, successor);
    expect(sealed).not.toContain(successor);
    expect(openSuccessor(predecessor, sealed)).toBe(successor);
    expect(openSuccessor(randomToken(), sealed)).toBeNull();
    expect(openSuccessor(hashToken(predecessor), sealed)).toBeNull();
    expect(openSuccessor(predecessor, 'garbage')).toBeNull();
  });
});
