import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../test/factories';
import { createTestApp } from '../test/support';
import { trainingCourses, users } from './schema';
import { seedDemo } from './seed';
import { seedTraining } from './seed-training';

const { app, db: database } = await createTestApp();
const db = database.db;

async function headersOf(email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no ${email}`);
  return (await signInAs(app, user.id)).headers;
}

describe('demo training', () => {
  it('gives the onboarding agent a required path at their next lesson, and the agent a certificate', async () => {
    await seedDemo(db);
    const onboarding = await headersOf('onboarding@demo.test');
    const card = (await app.inject({ method: 'GET', url: '/api/training/next-lesson', headers: onboarding })).json();
    expect(card.course).toMatchObject({ title: 'Your first month: the onboarding path', required: true });
    expect(card.next).toMatchObject({ kind: 'lesson', title: 'Building a quote' });

    const agent = await headersOf('agent@demo.test');
    const list = (await app.inject({ method: 'GET', url: '/api/training/courses', headers: agent })).json();
    const cruise = list.items.find((c: { title: string }) => c.title === 'Selling cruises with confidence');
    expect(cruise.progress.percent).toBe(100);
    const cert = await app.inject({
      method: 'GET',
      url: `/api/training/courses/${cruise.id}/certificate`,
      headers: agent,
    });
    expect(cert.json()).toMatchObject({ learner_name: 'Amelia Hughes' });

    // A second run adds nothing.
    expect(await seedTraining(db)).toBe(false);
    expect(await db.select().from(trainingCourses)).toHaveLength(2);
  });
});
