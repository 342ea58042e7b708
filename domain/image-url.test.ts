import { describe, expect, it } from 'vitest';
import { AgentPageSchema } from './agent-page';
import { isAllowedImageUrl } from './image-url';

describe('picture addresses (issue 18)', () => {
  it.each([
    '/uploads/0b0e7a4e-6b1e-4d8e-9a55-0c1f3f8f2a11.jpg',
    '/images/demo/santorini.jpg',
    'https://images.example.com/hotel/pool.webp?w=1200',
  ])('accepts %s', (value) => expect(isAllowedImageUrl(value)).toBe(true));

  it.each([
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    'http://example.com/x.png',
    'https:///x.png',
    'https://user:pw@example.com/x.png',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    '/uploads/../secret.png',
    '/images/../../etc/passwd.png',
    '/dashboard/quotes',
  ])('refuses %s', (value) => expect(isAllowedImageUrl(value)).toBe(false));

  it("refuses a protocol-relative agent page photo (the agent page takes this app's uploads only)", () => {
    const base = { agentBrand: 'jane-travel', displayName: 'Jane', contact: {} };
    const r = AgentPageSchema.safeParse({ ...base, photoUrl: '//evil.example/x.png' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['photoUrl']);
  });
});
