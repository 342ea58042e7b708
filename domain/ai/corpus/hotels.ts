import type { CorpusCase } from './types';

/** Quotes from hotel websites and captured hotel pages, some with JSON-LD. */
export const HOTEL_CASES: CorpusCase[] = [
  {
    id: 'ho-01-direct-booking-quote',
    kind: 'hotel website quote',
    text: `Your quote from Villa Marisol Boutique Hotel

Thank you for your enquiry. Here is your personalised quote.

Check-in: Thursday 9 September 2027
Check-out: Thursday 16 September 2027
Guests: 2 adults
Room: Deluxe Sea View Room
Rate: Bed & Breakfast

Total for 7 nights: £1,624.00
A deposit of £324.80 (20%) secures your booking; the remaining balance is payable on arrival.

Villa Marisol Boutique Hotel, Carrer del Port 14, Sóller, Mallorca`,
    expected: {
      hotel_name: 'Villa Marisol Boutique Hotel',
      destination: 'Sóller, Mallorca',
      check_in_date: '2027-09-09',
      nights: 7,
      adults: 2,
      room_type: 'Deluxe Sea View Room',
      board_basis: 'bed_and_breakfast',
      total_price_pence: 162400,
      deposit_pence: 32480,
    },
  },
  {
    id: 'ho-02-jsonld-lodging',
    kind: 'captured hotel page with JSON-LD',
    text: `Reservation confirmed - Hotel Porto Azzurro
Thank you, Grace. Your reservation number is 88412093.
Amalfi Coast, Italy
Superior Double Room with balcony, breakfast included
Need to change your dates? Manage your booking online.`,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'LodgingReservation',
        reservationNumber: '88412093',
        reservationStatus: 'https://schema.org/ReservationConfirmed',
        underName: { '@type': 'Person', name: 'Grace Liu' },
        reservationFor: {
          '@type': 'Hotel',
          name: 'Hotel Porto Azzurro',
          starRating: { '@type': 'Rating', ratingValue: '4' },
          address: { '@type': 'PostalAddress', addressLocality: 'Positano', addressCountry: 'Italy' },
        },
        checkinTime: '2027-06-18T14:00:00+02:00',
        checkoutTime: '2027-06-22T11:00:00+02:00',
        numAdults: 2,
        numChildren: 0,
        lodgingUnitDescription: 'Superior Double Room with balcony',
        totalPrice: '1288.00',
        priceCurrency: 'GBP',
      },
    ],
    expected: {
      hotel_name: 'Hotel Porto Azzurro',
      destination: 'Positano, Italy',
      star_rating: 4,
      check_in_date: '2027-06-18',
      nights: 4,
      adults: 2,
      children: 0,
      room_type: 'Superior Double Room with balcony',
      board_basis: 'bed_and_breakfast',
      total_price_pence: 128800,
    },
  },
  {
    id: 'ho-03-us-dates-florida',
    kind: 'US hotel website quote, US dates',
    text: `Palmetto Bay Resort & Spa - Reservation Quote
Orlando, Florida

Arrival: 07/14/2027
Departure: 07/28/2027
Room type: Two Queen Beds Pool View Room
Guests: 2 adults, 2 children
Room only (no meals included)

Total stay: £3,402.60 (converted from USD, taxes included)
Deposit due today: £680.52
Balance due 06/14/2027`,
    expected: {
      hotel_name: 'Palmetto Bay Resort & Spa',
      destination: 'Orlando, Florida',
      check_in_date: '2027-07-14',
      nights: 14,
      room_type: 'Two Queen Beds Pool View Room',
      adults: 2,
      children: 2,
      board_basis: 'room_only',
      total_price_pence: 340260,
      deposit_pence: 68052,
      balance_due_date: '2027-06-14',
    },
  },
  {
    id: 'ho-04-prose-email',
    kind: 'hotel e-mail, prose',
    text: `Dear Mr Patel,

Many thanks for your interest in staying with us at The Harbourside Hotel in St Ives, Cornwall.

I am pleased to offer a Superior King Room for 3 nights from Friday 21st May 2027 for two adults on a dinner, bed and breakfast basis at a total of £867.00.

To confirm, we require a deposit of £200.00. The balance is settled on departure.

With warm regards,
Eleanor Trevithick
Reservations Manager
The Harbourside Hotel | www.harbourside.example | 01736 555 010`,
    expected: {
      hotel_name: 'The Harbourside Hotel',
      destination: 'St Ives, Cornwall',
      room_type: 'Superior King Room',
      nights: 3,
      check_in_date: '2027-05-21',
      adults: 2,
      board_basis: 'half_board',
      total_price_pence: 86700,
      deposit_pence: 20000,
    },
  },
  {
    id: 'ho-05-jsonld-hotel-offer',
    kind: 'captured hotel page, Hotel and Offer JSON-LD',
    text: `Kalimera Suites - Oia, Santorini
★★★★★ Cliff-top suites with caldera views
Honeymoon Cave Suite with private plunge pool
Breakfast daily, airport transfers
Prices from £3,150 for 5 nights for two people, 12 Oct 2027 arrival.
Book now`,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'Hotel',
            name: 'Kalimera Suites',
            starRating: { '@type': 'Rating', ratingValue: 5 },
            address: {
              '@type': 'PostalAddress',
              addressLocality: 'Oia',
              addressRegion: 'Santorini',
              addressCountry: 'GR',
            },
          },
          {
            '@type': 'Offer',
            name: 'Honeymoon Cave Suite, 5 nights',
            price: '3150.00',
            priceCurrency: 'GBP',
            description: 'Includes breakfast daily and return airport transfers.',
          },
        ],
      },
    ],
    expected: {
      hotel_name: 'Kalimera Suites',
      destination: 'Oia, Santorini',
      star_rating: 5,
      room_type: 'Honeymoon Cave Suite',
      board_basis: 'bed_and_breakfast',
      nights: 5,
      check_in_date: '2027-10-12',
      adults: 2,
      total_price_pence: 315000,
      price_covers: 'breakfast daily and return airport transfers',
    },
  },
  {
    id: 'ho-06-booking-table-tabs',
    kind: 'hotel quote pasted from a spreadsheet (tabs)',
    text: `Quote for: Mr & Mrs Jensen
Hotel\tGrand Hotel Aurora
Location\tLake Como, Italy
Stars\t5
Room\tLake View Junior Suite
Board\tHB
Arrival\t01/05/2027
Nights\t4
Adults\t2
Total price\tGBP 2890.00
Deposit\tGBP 500.00
Balance due\t01/04/2027`,
    expected: {
      hotel_name: 'Grand Hotel Aurora',
      destination: 'Lake Como, Italy',
      star_rating: 5,
      room_type: 'Lake View Junior Suite',
      board_basis: 'half_board',
      check_in_date: '2027-05-01',
      nights: 4,
      adults: 2,
      total_price_pence: 289000,
      deposit_pence: 50000,
      balance_due_date: '2027-04-01',
    },
  },
  {
    id: 'ho-07-maldives-resort',
    kind: 'resort quote, long haul',
    text: `OCEAN PEARL ISLAND RESORT, MALDIVES - TAILOR-MADE QUOTE

Prepared for: Sophie & Mark Ellison

Stay: 10 nights, 20 Feb 2027 to 2 Mar 2027
Villa: Overwater Villa with Pool
Meal plan: Full Board
Transfers: return seaplane from Male

Flights: Emirates EK008 London Heathrow 14:15 -> Dubai 00:35, connecting EK652 Dubai 03:10 -> Male 08:35.
Return: EK653 Male 10:05 -> Dubai 13:15, EK003 Dubai 14:30 -> London Heathrow 18:35 on 2 Mar 2027.

Total price for 2 adults: £11,960.00
Low deposit £1,500.00, balance due 21 December 2026.`,
    expected: {
      hotel_name: 'Ocean Pearl Island Resort',
      destination: 'Maldives',
      nights: 10,
      check_in_date: '2027-02-20',
      room_type: 'Overwater Villa with Pool',
      board_basis: 'full_board',
      outbound_flight_number: 'EK008',
      outbound_airline: 'Emirates',
      outbound_departure_airport: 'LHR',
      outbound_arrival_airport: 'DXB',
      outbound_departure_time: '14:15',
      outbound_arrival_time: '00:35',
      return_flight_number: 'EK653',
      return_airline: 'Emirates',
      return_departure_airport: 'MLE',
      return_arrival_airport: 'DXB',
      return_departure_time: '10:05',
      return_arrival_time: '13:15',
      return_date: '2027-03-02',
      adults: 2,
      total_price_pence: 1196000,
      deposit_pence: 150000,
      balance_due_date: '2026-12-21',
    },
  },
  {
    id: 'ho-08-apartment-self-catering',
    kind: 'holiday apartment website quote',
    text: `Casa Limonera - holiday apartments in Nerja
Your quote
Apartment: Two Bedroom Apartment with terrace
Self-catering
Arrival Saturday 3 July 2027, departure Saturday 17 July 2027
Party: 2 adults + 2 children (ages 8 and 11)
Rental: £1,960.00
Cleaning fee: £60.00
Total: £2,020.00
Booking deposit 30% (£606.00), rest due 8 weeks before arrival.`,
    expected: {
      hotel_name: 'Casa Limonera',
      destination: 'Nerja',
      room_type: 'Two Bedroom Apartment with terrace',
      board_basis: 'self_catering',
      check_in_date: '2027-07-03',
      nights: 14,
      adults: 2,
      children: 2,
      total_price_pence: 202000,
      deposit_pence: 60600,
    },
  },
  {
    id: 'ho-09-dubai-hotel-ultra',
    kind: 'hotel site quote, ultra all inclusive',
    text: `Desert Rose Beach Resort Dubai - 5-star
Jumeirah Beach, Dubai

Your selection
Premium Ocean Room | Ultra All Inclusive
Check in: 2027-03-08
Check out: 2027-03-15
2 Adults, 1 Child

Room total £4,377.00
Taxes and fees included. Pay £876.00 now and the rest by 2027-02-06.`,
    expected: {
      hotel_name: 'Desert Rose Beach Resort Dubai',
      destination: 'Jumeirah Beach, Dubai',
      star_rating: 5,
      room_type: 'Premium Ocean Room',
      board_basis: 'ultra_all_inclusive',
      check_in_date: '2027-03-08',
      nights: 7,
      adults: 2,
      children: 1,
      total_price_pence: 437700,
      deposit_pence: 87600,
      balance_due_date: '2027-02-06',
    },
  },
  {
    id: 'ho-10-jsonld-in-page-source',
    kind: 'captured page source with a JSON-LD script',
    text: `<html><head><title>Booking 55120 - Albergo del Sole</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"LodgingReservation","reservationFor":{"@type":"Hotel","name":"Albergo del Sole","address":{"@type":"PostalAddress","addressLocality":"Sorrento","addressCountry":"Italy"}},"checkinTime":"2027-09-20T15:00:00","checkoutTime":"2027-09-27T10:00:00","numAdults":"2","totalPrice":"1715.50","priceCurrency":"GBP"}</script>
</head><body><h1>Your booking at Albergo del Sole</h1><p>Classic Double Room, half board.</p></body></html>`,
    expected: {
      hotel_name: 'Albergo del Sole',
      destination: 'Sorrento, Italy',
      check_in_date: '2027-09-20',
      nights: 7,
      adults: 2,
      total_price_pence: 171550,
      room_type: 'Classic Double Room',
      board_basis: 'half_board',
    },
  },
];
