import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LEAD_SOURCES } from '@domain/leads/constants';
import { leadEvents, leads } from './schema';
import { seedDemo } from './seed';
import { createTestApp } from '../test/support';

const { app } = await createTestApp();
const db = app.ctx.db;

describe('seedLeads', () => {
  it('gives the demo admin leads from every public source, one of them converted into the demo agent', async () => {
    await seedDemo(db);
    const rows = await db.select().from(leads);
    const sources = new Set(rows.map((r) => r.source));
    for (const s of LEAD_SOURCES.filter((x) => x !== 'admin')) expect(sources).toContain(s);
    const converted = rows.find((r) => r.status === 'converted');
    expect(converted?.email).toBe('agent@demo.test');
    expect(converted?.convertedUserId).not.toBeNull();
    const priya = rows.find((r) => r.email === 'priya.shah@example.com');
    expect(priya).toMatchObject({ wizardStep: 'agreement', status: 'new' });
    const notes = await db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.leadId, priya?.id ?? ''));
    expect(notes.map((n) => n.kind)).toEqual(expect.arrayContaining(['touch', 'note']));
  });
});
