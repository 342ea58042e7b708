import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../test/factories';
import { createTestApp } from '../test/support';
import { seedPassengers } from './seed-passengers';
import { seedQuotes } from './seed-quotes';

const { app } = await createTestApp();
const db = app.ctx.db;

describe('demo passengers seed', () => {
  it('gives agent@demo.test a household of three on the accepted quote, one passport flagged, once', async () => {
    const agent = await buildSignedInUser(app, { role: 'agent', email: 'agent@demo.test' });
    await db.transaction((tx) => seedQuotes(tx));
    expect(await db.transaction((tx) => seedPassengers(tx))).toBe(true);
    expect(await db.transaction((tx) => seedPassengers(tx))).toBe(false);

    const list = (await app.inject({ method: 'GET', url: '/api/passengers', headers: agent.headers })).json();
    expect(list.total).toBe(5);
    const households = (await app.inject({ method: 'GET', url: '/api/households', headers: agent.headers })).json();
    expect(households.items).toEqual([
      expect.objectContaining({
        name: 'The Whitfield family',
        members: [
          expect.objectContaining({ full_name: 'Mr James Edward Whitfield', is_lead: true }),
          expect.objectContaining({ full_name: 'Master Oliver Whitfield', passport_flag: false }),
          expect.objectContaining({ full_name: 'Mrs Sarah Whitfield', passport_flag: true }),
        ],
      }),
    ]);
    const alerts = (
      await app.inject({ method: 'GET', url: '/api/passengers/passport-alerts', headers: agent.headers })
    ).json();
    expect(alerts.items).toEqual([
      expect.objectContaining({ full_name: 'Sarah Whitfield', quote_title: 'Maldives Overwater Villa, All Inclusive' }),
    ]);
    // The seeded numbers decrypt for the owner.
    const sarah = list.items.find((p: { first_name: string }) => p.first_name === 'Sarah');
    const detail = (
      await app.inject({ method: 'GET', url: `/api/passengers/${sarah.id}`, headers: agent.headers })
    ).json();
    expect(detail).toMatchObject({ passport_number: '548120377', medical_notes: 'Mild asthma; carries an inhaler.' });
  });
});
