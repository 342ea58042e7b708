import { eq } from 'drizzle-orm';
import type { Executor } from './index';
import { captures, users } from './schema';

type DemoCapture = {
  url: string;
  title: string;
  selectedText?: string;
  pageText: string;
  note?: string;
  tags: string[];
  jsonLd?: unknown[];
  daysAgo: number;
};

const DEMO_CAPTURES: readonly DemoCapture[] = [
  {
    url: 'https://www.example-tours.co.uk/offers/lanzarote-family-sunshine',
    title: 'Lanzarote family sunshine: 7 nights all inclusive at Hotel Playa Blanca',
    selectedText: '7 nights all inclusive from £899pp. Departing Gatwick 14 July 2026, kids stay free.',
    pageText:
      'Hotel Playa Blanca, 4 stars, Playa Blanca, Lanzarote. All inclusive. Family rooms with sea view. Flights from London Gatwick (LGW) to Arrecife (ACE) on 14 July 2026, 07:15 departure.',
    note: 'For the Hendersons: they want a pool with slides.',
    tags: ['lanzarote', 'family'],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Hotel',
        name: 'Hotel Playa Blanca',
        starRating: { ratingValue: 4 },
      },
    ],
    daysAgo: 1,
  },
  {
    url: 'https://www.example-cruises.com/norway/fjords-7-nights',
    title: 'Norwegian Fjords cruise from Southampton, 7 nights',
    pageText:
      'Sail from Southampton to Stavanger, Olden, Geiranger and Bergen. Balcony cabins from £1,149 per person. Full board included.',
    tags: ['cruise'],
    daysAgo: 4,
  },
  {
    url: 'https://www.example-hotels.com/santorini/oia-cliffside-suites',
    title: 'Oia Cliffside Suites, Santorini',
    selectedText: 'Caldera view suite with private plunge pool, breakfast included.',
    pageText: 'Oia Cliffside Suites, 5 stars, Oia, Santorini. Bed and breakfast. Adults only.',
    note: 'Honeymoon idea for the Clarkes.',
    tags: ['honeymoon', 'greece'],
    daysAgo: 9,
  },
];

/**
 * Demo captured content for agent@demo.test: pages "saved with the extension"
 * so Captured content is not empty on a fresh start. Does nothing when the
 * agent is missing or already has captures.
 */
export async function seedCaptures(db: Executor): Promise<boolean> {
  const [agent] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'agent@demo.test'));
  if (!agent) return false;
  const [existing] = await db.select({ id: captures.id }).from(captures).where(eq(captures.userId, agent.id)).limit(1);
  if (existing) return false;
  const now = Date.now();
  await db.insert(captures).values(
    DEMO_CAPTURES.map((c) => {
      const at = new Date(now - c.daysAgo * 86_400_000);
      return {
        userId: agent.id,
        url: c.url,
        title: c.title,
        selectedText: c.selectedText ?? null,
        pageText: c.pageText,
        note: c.note ?? null,
        tags: c.tags,
        jsonLd: c.jsonLd ?? [],
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
  return true;
}
