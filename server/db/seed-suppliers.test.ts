import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { SupplierInputSchema } from '@domain/suppliers/schema';
import { presentSupplier } from '../presenters/suppliers';
import { buildUser } from '../test/factories';
import { createTestDatabase } from '../test/support';
import { supplierUpdateReads, supplierUpdates, suppliers } from './schema';
import { seedSuppliers } from './seed-suppliers';

const database = await createTestDatabase();
afterAll(() => database.close());
const db = database.db;

describe('demo suppliers', () => {
  it('seeds a directory the API would accept, three updates (one pinned) and one read by the demo agent', async () => {
    await buildUser(db, { email: 'admin@demo.test', role: 'admin' });
    const agent = await buildUser(db, { email: 'agent@demo.test', role: 'agent' });
    await seedSuppliers(db);

    const rows = await db.select().from(suppliers);
    expect(rows.filter((r) => r.active)).toHaveLength(10);
    expect(rows.filter((r) => !r.active).map((r) => r.name)).toEqual(['Sunseeker Direct']);
    expect(new Set(rows.map((r) => r.type))).toEqual(
      new Set(['tour_operator', 'cruise', 'car_hire', 'insurance', 'transfer', 'hotel', 'airline', 'excursion']),
    );
    // Every seeded supplier passes the admin form's own checks (logo addresses, phones, rules).
    for (const row of rows) {
      const parsed = SupplierInputSchema.safeParse(presentSupplier(row));
      expect(parsed.error?.issues ?? [], row.name).toEqual([]);
    }

    const updates = await db.select().from(supplierUpdates);
    expect(updates).toHaveLength(3);
    expect(updates.filter((u) => u.pinned)).toHaveLength(1);
    const reads = await db.select().from(supplierUpdateReads).where(eq(supplierUpdateReads.userId, agent.user.id));
    expect(reads).toHaveLength(1);
  });
});
