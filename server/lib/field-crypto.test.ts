import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFieldCipher, maskTail, parseFieldKey } from './field-crypto';

describe('field encryption', () => {
  const key = randomBytes(32);

  it('round-trips text and never stores it in the clear', () => {
    const cipher = createFieldCipher(key);
    const stored = cipher.encrypt('925665416');
    expect(stored).toMatch(/^v1\.[0-9a-f]{8}\./);
    expect(stored).not.toContain('925665416');
    expect(cipher.decrypt(stored)).toBe('925665416');
    // A fresh IV each time: the same number never encrypts to the same text.
    expect(cipher.encrypt('925665416')).not.toBe(stored);
  });

  it('refuses a value changed after it was stored', () => {
    const cipher = createFieldCipher(key);
    const parts = cipher.encrypt('Peanut allergy').split('.');
    const body = Buffer.from(parts[4] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    parts[4] = body.toString('base64url');
    expect(() => cipher.decrypt(parts.join('.'))).toThrow();
  });

  it('reads values of an older key during a rotation and writes with the new one', () => {
    const old = createFieldCipher(key);
    const stored = old.encrypt('AB1234567');
    const rotated = createFieldCipher(randomBytes(32), [key]);
    expect(rotated.decrypt(stored)).toBe('AB1234567');
    expect(() => old.decrypt(rotated.encrypt('AB1234567'))).toThrow('No key');
  });

  it('accepts only a 32-byte base64 key', () => {
    expect(parseFieldKey(key.toString('base64'))).toEqual(key);
    expect(parseFieldKey(key.toString('base64url'))).toEqual(key);
    expect(parseFieldKey(randomBytes(16).toString('base64'))).toBeNull();
    expect(parseFieldKey('not a key!')).toBeNull();
  });

  it('masks all but the last three characters', () => {
    expect(maskTail('925665416')).toBe('•••••416');
    expect(maskTail(null)).toBeNull();
  });
});
