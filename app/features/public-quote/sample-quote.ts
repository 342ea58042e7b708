import { DEFAULT_BRANDING, type Branding } from '@domain/branding';
import type { QuoteViewAgent, QuoteViewData } from './types';

/**
 * A small made-up quote for the branding settings' live preview: enough
 * sections to show colours, font, cards, buttons and the logo position.
 */
export function sampleQuote(branding: Branding = DEFAULT_BRANDING, agent: QuoteViewAgent = {}): QuoteViewData {
  return {
    title: 'Seven nights in sunny Santorini',
    slug: 'sample',
    kind: 'standard',
    destination: 'Santorini, Greece',
    departure_date: '2027-06-12',
    flight_return_date: '2027-06-19',
    duration_days: 7,
    adults: 2,
    hotel_name: 'Caldera View Suites',
    star_rating: 4,
    board_basis: 'half_board',
    room_type: 'Junior suite with sea view',
    hotel_description: 'Whitewashed suites above the caldera, with a private terrace for the sunsets.',
    outbound_departure_airport: 'London Gatwick (LGW)',
    outbound_arrival_airport: 'Santorini (JTR)',
    outbound_departure_time: '06:40',
    outbound_arrival_time: '12:35',
    flight_number_outbound: 'EZY8621',
    flight_airline: 'easyJet',
    pricing_details: {
      price_includes: ['Return flights', '20kg hold luggage', 'Private transfers'],
      price_notes: null,
    },
    final_price_total: 249800,
    final_price_per_person: 124900,
    deposit: 40000,
    payment_option: 'deposit',
    balance_due_date: '2027-04-03',
    agent: {
      display_name: 'Your name',
      agency_name: 'Your agency',
      phone: '01234 567890',
      email: 'you@example.com',
      ...agent,
    },
    branding,
    protection: null,
  };
}
