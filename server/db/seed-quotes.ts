import { count, eq } from 'drizzle-orm';
import { DEFAULT_BRAND } from '@domain/brand';
import { QuoteCreateSchema, type QuoteCreate } from '@domain/quotes/schema';
import { slugify } from '@domain/quotes/slug';
import { createQuote } from '../commands/quotes/create-quote';
import type { Executor } from './index';
import { quoteEnquiries, quotes, tasks, users } from './schema';

const DEMO_AGENT = 'agent@demo.test';
const IMG = '/images/demo';
const DAY = 86_400_000;

/** A date `days` from now as YYYY-MM-DD, so the demo stays in the future. */
const inDays = (days: number, from = Date.now()) => new Date(from + days * DAY).toISOString().slice(0, 10);

function everySection(): QuoteCreate {
  const dep = 120;
  return {
    title: 'Santorini Sunset Escape',
    destination: 'Santorini, Greece',
    departure_date: inDays(dep),
    hotel_name: 'Caldera Whitewash Suites',
    hotel_description:
      'Cave-style suites carved into the caldera cliffs of Oia, each with a private terrace facing the sunset. Infinity pool, spa and a breakfast served on your terrace every morning.',
    hero_image: `${IMG}/santorini.jpg`,
    image_urls: [`${IMG}/santorini.jpg`, `${IMG}/maldives.jpg`, `${IMG}/alps.jpg`],
    star_rating: 5,
    departure_airport: 'London Gatwick (LGW)',
    destination_airport: 'Santorini (JTR)',
    outbound_departure_time: '06:45',
    outbound_arrival_time: '12:55',
    outbound_departure_airport: 'London Gatwick (LGW)',
    outbound_arrival_airport: 'Santorini (JTR)',
    return_departure_time: '13:50',
    return_arrival_time: '16:15',
    return_departure_airport: 'Santorini (JTR)',
    return_arrival_airport: 'London Gatwick (LGW)',
    airlines: 'British Airways, Aegean Airlines',
    flight_airline: 'British Airways',
    flight_class: 'premium_economy',
    flight_number_outbound: 'BA2644',
    flight_number_inbound: 'BA2645',
    flight_notes: 'Seats together reserved at booking. Fast track security at Gatwick included.',
    flight_departure_date: inDays(dep),
    flight_return_date: inDays(dep + 10),
    hand_luggage: '10kg',
    hold_luggage: '23kg',
    internal_flights: [
      {
        from: 'Santorini (JTR)',
        to: 'Athens (ATH)',
        date: inDays(dep + 7),
        time: '10:20',
        airline: 'Aegean Airlines',
        flight_number: 'A3 351',
      },
      {
        from: 'Athens (ATH)',
        to: 'Santorini (JTR)',
        date: inDays(dep + 9),
        time: null,
        airline: 'Sky Express',
        flight_number: 'GQ 270',
      },
    ],
    flight_details: {
      outbound_stops: 0,
      inbound_stops: 0,
      baggage_notes: 'Sports equipment can be added for £45 each way.',
    },
    board_basis: 'bed_and_breakfast',
    room_type: 'Honeymoon Cave Suite with plunge pool',
    duration_days: 10,
    accommodation_details: {
      check_in: inDays(dep),
      check_out: inDays(dep + 10),
      rooms: 1,
      room_notes: 'Late check-out at 4pm on the last day.',
    },
    transfer_type: 'private',
    pickup_location: 'Santorini Airport arrivals hall',
    dropoff_location: 'Caldera Whitewash Suites, Oia',
    transfer_additional_info: 'Your driver waits with a name board; allow 25 minutes.',
    transfer_details: { included: true, duration_minutes: 25, notes: 'Child seats on request.' },
    cruise_details: {
      included: true,
      cruise_line: 'Celestyal Cruises',
      ship_name: 'Celestyal Journey',
      cabin_type: 'Outside cabin with window',
      embark_port: 'Athens (Piraeus)',
      disembark_port: 'Santorini',
      embark_date: inDays(dep + 7),
      disembark_date: inDays(dep + 9),
      ports: ['Mykonos', 'Milos', 'Santorini'],
      notes: 'Drinks package included on board.',
    },
    car_hire: {
      included: true,
      company: 'Santorini Rent a Car',
      car_type: 'Fiat 500 convertible',
      pickup_location: 'Oia village',
      dropoff_location: 'Santorini Airport',
      pickup_date: inDays(dep + 2),
      dropoff_date: inDays(dep + 5),
      notes: 'Full insurance with no excess.',
    },
    extras: [
      {
        title: 'Sunset catamaran cruise',
        description: 'Five hours round the caldera with dinner on board.',
        price: 24000,
      },
      {
        title: 'Wine tasting at Santo Wines',
        description: 'Six wines and local cheeses.',
        price: 9000,
      },
    ],
    adults: 2,
    children: 0,
    infants: 0,
    passengers: [
      { name: 'Hannah Price', type: 'adult', age: 34 },
      { name: 'Daniel Price', type: 'adult', age: 36 },
    ],
    original_supplier_price: 548000,
    supplier_discount: 18000,
    agent_discount: 10000,
    deposit: 50000,
    payment_option: 'deposit',
    deposit_due_date: inDays(3),
    payment_schedule: [
      { label: 'Deposit', due_date: inDays(3), amount: 50000 },
      { label: 'Balance', due_date: inDays(dep - 70), amount: 503000 },
    ],
    pricing_details: {
      price_includes: [
        'Return flights with 23kg bags',
        '10 nights B&B',
        'Private transfers',
        '2-night Aegean cruise',
        '3 days car hire',
      ],
      price_notes: 'Price held for 48 hours. ATOL protected.',
    },
    show_supplier_logo: false,
    cancellation_policy:
      'Deposit is non-refundable. Cancelling 70 or more days before departure loses the deposit only; 69-29 days 50%; 28 days or fewer 100% of the holiday cost.',
    notes: 'Perfect for an anniversary: ask us about a surprise bottle of champagne on arrival.',
    social_post_text:
      'Ten nights of Santorini sunsets with a caldera-view cave suite, a mini cruise and a convertible to explore. Message me to hold it!',
  };
}

function itinerary(): QuoteCreate {
  const dep = 150;
  const day = (n: number) => inDays(dep + n - 1);
  return {
    kind: 'itinerary',
    title: 'Japan in Twelve Days: Tokyo, Hakone and Kyoto',
    destination: 'Japan',
    departure_date: inDays(dep),
    hero_image: `${IMG}/japan.jpg`,
    image_urls: [`${IMG}/japan.jpg`, `${IMG}/kyoto.jpg`],
    hotel_name: 'Hand-picked ryokan and city hotels',
    outbound_departure_airport: 'London Heathrow (LHR)',
    outbound_arrival_airport: 'Tokyo Haneda (HND)',
    outbound_departure_time: '19:05',
    outbound_arrival_time: '16:50',
    flight_airline: 'Japan Airlines',
    flight_class: 'economy',
    duration_days: 12,
    adults: 2,
    children: 1,
    original_supplier_price: 812000,
    supplier_discount: 22000,
    agent_discount: 15000,
    deposit: 90000,
    payment_option: 'deposit',
    itinerary_details: {
      days: [
        {
          day: 1,
          date: day(1),
          title: 'Arrive in Tokyo',
          location: 'Shinjuku, Tokyo',
          description: 'Meet your guide at Haneda and ride the train into the city.',
          image_url: `${IMG}/japan.jpg`,
          activities: [
            {
              time: '17:30',
              title: 'Airport meet and greet',
              place: 'Haneda arrivals',
              description: 'Pocket Wi-Fi and IC travel cards handed over.',
            },
            {
              time: null,
              title: 'Evening stroll in Omoide Yokocho',
              place: 'Shinjuku',
              description: 'Tiny yakitori bars under the railway.',
            },
          ],
        },
        {
          day: 2,
          date: day(2),
          title: 'Old and new Tokyo',
          location: 'Asakusa and Shibuya',
          description: 'Temples in the morning, neon in the evening.',
          image_url: null,
          activities: [
            {
              time: '09:00',
              title: 'Senso-ji temple with a local guide',
              place: 'Asakusa',
              description: null,
            },
            {
              time: '13:00',
              title: 'Sushi-making class',
              place: 'Tsukiji',
              description: 'Lunch is what you make.',
            },
            { time: null, title: 'Shibuya crossing at dusk', place: 'Shibuya', description: null },
          ],
        },
        {
          day: 3,
          date: day(3),
          title: 'A free day',
          location: 'Tokyo',
          description: 'Explore at your own pace: teamLab, Harajuku or the Ghibli Museum.',
          image_url: null,
          activities: [],
        },
        {
          day: 4,
          date: day(4),
          title: 'To the mountains: Hakone',
          location: 'Hakone',
          description: 'Lake Ashi, the ropeway and a night in a ryokan with its own hot spring.',
          image_url: `${IMG}/alps.jpg`,
          activities: [
            {
              time: '10:15',
              title: 'Romancecar train to Hakone',
              place: 'Shinjuku station',
              description: null,
            },
            {
              time: null,
              title: 'Pirate ship across Lake Ashi',
              place: 'Lake Ashi',
              description: 'Views of Mount Fuji on a clear day.',
            },
            {
              time: '19:00',
              title: 'Kaiseki dinner',
              place: 'Your ryokan',
              description: 'Nine seasonal courses.',
            },
          ],
        },
        {
          day: 5,
          date: day(5),
          title: 'Bullet train to Kyoto',
          location: 'Kyoto',
          description: 'The Shinkansen whisks you to the old capital in just over two hours.',
          image_url: `${IMG}/kyoto.jpg`,
          activities: [
            {
              time: '11:04',
              title: 'Shinkansen Hikari',
              place: 'Odawara station',
              description: 'Reserved seats on the Fuji side.',
            },
            {
              time: null,
              title: 'Fushimi Inari gates',
              place: 'Fushimi',
              description: 'Go late afternoon for the golden light.',
            },
          ],
        },
      ],
    },
    pricing_details: {
      price_includes: ['Flights', '11 nights', '14-day rail pass', 'Guided days in Tokyo and Kyoto'],
      price_notes: null,
    },
    cancellation_policy: 'Deposit non-refundable; balance due 10 weeks before departure.',
  };
}

const maldives = (): QuoteCreate => ({
  title: 'Maldives Overwater Villa, All Inclusive',
  destination: 'Maldives',
  departure_date: inDays(95),
  hotel_name: 'Lagoon Pearl Island Resort',
  hotel_description:
    'Overwater villas with steps straight into the lagoon, a house reef for snorkelling and six restaurants.',
  hero_image: `${IMG}/maldives.jpg`,
  image_urls: [`${IMG}/maldives.jpg`],
  star_rating: 5,
  departure_airport: 'London Heathrow (LHR)',
  outbound_departure_airport: 'London Heathrow (LHR)',
  outbound_arrival_airport: 'Malé (MLE)',
  outbound_departure_time: '21:30',
  outbound_arrival_time: '12:15',
  flight_airline: 'Emirates',
  flight_class: 'economy',
  board_basis: 'all_inclusive',
  room_type: 'Overwater Villa',
  duration_days: 7,
  transfer_type: 'shared',
  transfer_details: {
    included: true,
    duration_minutes: 45,
    notes: 'Seaplane transfer with sweeping atoll views.',
  },
  adults: 2,
  original_supplier_price: 695000,
  supplier_discount: 30000,
  agent_discount: 5000,
  deposit: 75000,
  payment_option: 'full',
});

const alps = (): QuoteCreate => ({
  title: 'Swiss Lakes and Peaks by Rail',
  destination: 'Switzerland',
  departure_date: inDays(70),
  hotel_name: 'Hotel Alpenblick Grindelwald',
  hotel_description: 'A family-run chalet hotel with balconies facing the Eiger.',
  hero_image: `${IMG}/alps.jpg`,
  star_rating: 4,
  board_basis: 'half_board',
  room_type: 'Superior double, mountain view',
  duration_days: 6,
  transfer_type: 'none',
  adults: 2,
  children: 2,
  original_supplier_price: 412000,
  agent_discount: 12000,
  payment_option: 'instalments',
  car_hire: { included: false },
});

const bali = (): QuoteCreate => ({
  title: 'Bali Rice Terraces Retreat',
  destination: 'Ubud, Bali',
  departure_date: inDays(200),
  hotel_name: 'Jungle Terrace Villas',
  hero_image: `${IMG}/bali.jpg`,
  star_rating: 4,
  adults: 2,
  notes: 'Draft: waiting for the clients to confirm dates.',
});

/**
 * Demo quotes for agent@demo.test (issue #3): four published (one with every
 * section, one itinerary), one draft, and an accepted quote with its open
 * follow-up task. Does nothing when the agent is missing or already has quotes.
 */
export async function seedQuotes(tx: Executor, brandPrefix: string = DEFAULT_BRAND.prefix): Promise<boolean> {
  const [agent] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_AGENT));
  if (!agent) return false;
  const [existing] = await tx.select({ n: count() }).from(quotes).where(eq(quotes.agentId, agent.id));
  if ((existing?.n ?? 0) > 0) return false;

  const make = async (input: QuoteCreate, publish: boolean) => {
    const { kind, ...body } = QuoteCreateSchema.parse(input);
    const row = await createQuote(tx, { ownerId: agent.id, body, kind, brandPrefix });
    // The demo quotes keep the readable slugs the README, the bench and the e2e journeys link to;
    // real quotes end in random characters (issue 10).
    await tx
      .update(quotes)
      .set({
        slug: slugify(row.title),
        ...(publish ? { isPublished: true, publishedAt: new Date(), quoteStatus: 'sent' } : {}),
      })
      .where(eq(quotes.id, row.id));
    return row;
  };
  await make(everySection(), true);
  await make(itinerary(), true);
  const accepted = await make(maldives(), true);
  await make(alps(), true);
  await make(bali(), false);

  const contact = {
    name: 'Hannah Price',
    email: 'hannah.price@example.test',
    phone: '07700 900456',
  };
  await tx.update(quotes).set({ quoteStatus: 'accepted', viewCount: 3 }).where(eq(quotes.id, accepted.id));
  await tx.insert(quoteEnquiries).values({
    quoteId: accepted.id,
    type: 'accept',
    ...contact,
    message: 'We love it, please book!',
  });
  await tx.insert(tasks).values({
    userId: agent.id,
    quoteId: accepted.id,
    title: `Quote accepted: ${accepted.title}`,
    description: `${contact.name} (${contact.email}, ${contact.phone}) accepted this quote.\n\nWe love it, please book!`,
    source: 'quote_accept',
    contact,
    dueDate: inDays(1),
  });
  return true;
}
