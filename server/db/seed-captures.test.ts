import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories';
import { createTestApp } from '../test/support';
import { seedCaptures } from './seed-captures';
import { captures, users } from './schema';

const { app } = await createTestApp();
const db = app.ctx.db;

describe('seedCaptures', () => {
  it('gives the demo agent captured pages once, and does nothing the second time', async () => {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'agent@demo.test'));
    const agentId = existing?.id ?? (await buildUser(db, { email: 'agent@demo.test', role: 'agent' })).user.id;
    await db.delete(captures).where(eq(captures.userId, agentId));
    expect(await seedCaptures(db)).toBe(true);
    const rows = await db.select().from(captures).where(eq(captures.userId, agentId));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((r) => r.title && r.url.startsWith('https://'))).toBe(true);
    expect(await seedCaptures(db)).toBe(false);
    expect(await db.select().from(captures).where(eq(captures.userId, agentId))).toHaveLength(rows.length);
  });
});
