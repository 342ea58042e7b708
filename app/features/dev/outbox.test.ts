import { describe, expect, it } from 'vitest';
import { formatMailTime, linksIn, linkTarget, messageSrcDoc } from './outbox';

describe('dev outbox helpers', () => {
  it('finds each link once, without trailing punctuation', () => {
    const text =
      'Confirm: https://x.test/auth/callback?type=signup&token=abc. Or https://x.test/auth/callback?type=signup&token=abc';
    expect(linksIn(text)).toEqual(['https://x.test/auth/callback?type=signup&token=abc']);
  });

  it('turns same-site links into paths and leaves others absolute', () => {
    expect(linkTarget('http://127.0.0.1:4400/reset-password?token=t', 'http://127.0.0.1:4400')).toEqual({
      href: '/reset-password?token=t',
      external: false,
    });
    expect(linkTarget('https://elsewhere.test/a', 'http://127.0.0.1:4400').external).toBe(true);
  });

  it('sends clicked links in the message to the top window', () => {
    expect(messageSrcDoc('<a href="/x">x</a>')).toContain('<base target="_top">');
    const full = messageSrcDoc(
      '<!doctype html><html><head><title>Hi</title></head><body><a href="/x">x</a></body></html>',
    );
    expect(full).toBe(
      '<!doctype html><html><head><base target="_top"><title>Hi</title></head><body><a href="/x">x</a></body></html>',
    );
  });

  it('shows the raw value when the time cannot be read', () => {
    expect(formatMailTime('not a date')).toBe('not a date');
    expect(formatMailTime('2026-06-03T14:05:09Z')).toMatch(/^\d{2}:\d{2}:09 · Jun 0[34]$/);
  });
});
