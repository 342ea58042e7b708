import type { CorpusCase } from './types';

/** Package quotes pasted from supplier sites, agents' forwarded e-mails and odd layouts. */
export const PACKAGE_CASES: CorpusCase[] = [
  {
    id: 'pk-01-supplier-site-paste',
    kind: 'package quote pasted from a supplier site',
    text: `Holiday details
Sensimar Lindos Bay Adults Only 4.5*
Lindos, Rhodes
All Inclusive
7 nights
Departing Tue 8 Jun 2027
From London Stansted

Room
Double Room Side Sea View
2 adults

Price breakdown
Holiday price £1,059pp
Total price £2,118.00
Low deposit £60pp (£120.00)

Flight details
Outbound Tue 08 Jun 2027 STN 14:25 - RHO 20:30 TOM4762
Inbound Tue 15 Jun 2027 RHO 21:30 - STN 23:50 TOM4763`,
    expected: {
      hotel_name: 'Sensimar Lindos Bay Adults Only',
      destination: 'Lindos, Rhodes',
      star_rating: 4.5,
      board_basis: 'all_inclusive',
      nights: 7,
      check_in_date: '2027-06-08',
      room_type: 'Double Room Side Sea View',
      adults: 2,
      total_price_pence: 211800,
      deposit_pence: 12000,
      outbound_flight_number: 'TOM4762',
      outbound_airline: 'TUI Airways',
      outbound_departure_airport: 'STN',
      outbound_arrival_airport: 'RHO',
      outbound_date: '2027-06-08',
      outbound_departure_time: '14:25',
      outbound_arrival_time: '20:30',
      return_flight_number: 'TOM4763',
      return_airline: 'TUI Airways',
      return_departure_airport: 'RHO',
      return_arrival_airport: 'STN',
      return_date: '2027-06-15',
      return_departure_time: '21:30',
      return_arrival_time: '23:50',
    },
  },
  {
    id: 'pk-02-agent-forward-chatty',
    kind: 'agent forward with chat above the quote',
    text: `Hi Sam, can you turn this into a quote for the Reynolds? They liked it. Thanks! Jo

Sent from my iPhone

Begin forwarded message:
From: Wanderlust Wholesale <quotes@wanderlust-ws.example>
Date: 3 November 2026 at 16:20:11 GMT
Subject: Quote WW-55810 Reynolds x4

Quote WW-55810
Hotel: Riu Palace Tikida Agadir (5*)
Destination: Agadir, Morocco
Board: All inclusive
Room type: Family Junior Suite
Travel date: 11/04/2027
Duration: 7 nights
Flights: Manchester to Agadir with Jet2, LS1563 dep 07:40 arr 11:55, return LS1564 dep 12:55 arr 17:10 on 18/04/2027
Adults: 2
Children: 2
Total price: £3,880.00 (flights, hotel, transfers and 22kg bags)
Deposit: £240.00
Balance due: 10/02/2027

Prices are subject to availability at time of booking. Wanderlust Wholesale Ltd, ATOL 9876.`,
    expected: {
      hotel_name: 'Riu Palace Tikida Agadir',
      destination: 'Agadir, Morocco',
      star_rating: 5,
      board_basis: 'all_inclusive',
      room_type: 'Family Junior Suite',
      check_in_date: '2027-04-11',
      nights: 7,
      outbound_flight_number: 'LS1563',
      outbound_airline: 'Jet2',
      outbound_departure_airport: 'MAN',
      outbound_arrival_airport: 'AGA',
      outbound_date: '2027-04-11',
      outbound_departure_time: '07:40',
      outbound_arrival_time: '11:55',
      return_flight_number: 'LS1564',
      return_airline: 'Jet2',
      return_departure_airport: 'AGA',
      return_arrival_airport: 'MAN',
      return_date: '2027-04-18',
      return_departure_time: '12:55',
      return_arrival_time: '17:10',
      adults: 2,
      children: 2,
      total_price_pence: 388000,
      price_covers: 'flights, hotel, transfers and 22kg bags',
      deposit_pence: 24000,
      balance_due_date: '2027-02-10',
    },
  },
  {
    id: 'pk-03-dynamic-package-summary',
    kind: 'dynamic package summary',
    text: `YOUR PACKAGE
Flight + Hotel, ATOL protected

Hotel Aquamarina Beach, Hersonissos, Crete - 4 stars
Half board | Standard Double Room | 2 Adults | 10 Nights

FLIGHTS
Outbound - 19 Aug 2027 - Aegean Airlines A3 601 - London Heathrow 12:10 > Heraklion 18:05
Return - 29 Aug 2027 - Aegean Airlines A3 602 - Heraklion 08:30 > London Heathrow 10:40

PRICE
Total price: £2,744.80
Deposit today: £250.00
Balance: £2,494.80 due 30 Jun 2027`,
    expected: {
      hotel_name: 'Hotel Aquamarina Beach',
      destination: 'Hersonissos, Crete',
      star_rating: 4,
      board_basis: 'half_board',
      room_type: 'Standard Double Room',
      adults: 2,
      nights: 10,
      check_in_date: '2027-08-19',
      outbound_flight_number: 'A3601',
      outbound_airline: 'Aegean Airlines',
      outbound_departure_airport: 'LHR',
      outbound_arrival_airport: 'HER',
      outbound_date: '2027-08-19',
      outbound_departure_time: '12:10',
      outbound_arrival_time: '18:05',
      return_flight_number: 'A3602',
      return_airline: 'Aegean Airlines',
      return_departure_airport: 'HER',
      return_arrival_airport: 'LHR',
      return_date: '2027-08-29',
      return_departure_time: '08:30',
      return_arrival_time: '10:40',
      total_price_pence: 274480,
      deposit_pence: 25000,
      balance_pence: 249480,
      balance_due_date: '2027-06-30',
    },
  },
  {
    id: 'pk-04-us-operator-orlando',
    kind: 'US operator quote, US dates',
    text: `SUNSHINE STATE VACATIONS - Quote for the Harper family

Hotel: Lakeside Palms Resort, Kissimmee, Florida
Room type: Family Suite
Room Only
Check-in: 08/21/2027   Check-out: 09/04/2027

Flights: Virgin Atlantic
VS015 LGW 11:25 - MCO 15:40 on 08/21/2027
VS016 MCO 18:10 - LGW 07:30 on 09/03/2027

2 Adults, 3 Children
Package total: £8,115.00
Deposit: £1,250.00
Final payment due: 06/22/2027`,
    expected: {
      hotel_name: 'Lakeside Palms Resort',
      destination: 'Kissimmee, Florida',
      room_type: 'Family Suite',
      board_basis: 'room_only',
      check_in_date: '2027-08-21',
      nights: 14,
      outbound_flight_number: 'VS015',
      outbound_airline: 'Virgin Atlantic',
      outbound_departure_airport: 'LGW',
      outbound_arrival_airport: 'MCO',
      outbound_date: '2027-08-21',
      outbound_departure_time: '11:25',
      outbound_arrival_time: '15:40',
      return_flight_number: 'VS016',
      return_airline: 'Virgin Atlantic',
      return_departure_airport: 'MCO',
      return_arrival_airport: 'LGW',
      return_date: '2027-09-03',
      return_departure_time: '18:10',
      return_arrival_time: '07:30',
      adults: 2,
      children: 3,
      total_price_pence: 811500,
      deposit_pence: 125000,
      balance_due_date: '2027-06-22',
    },
  },
  {
    id: 'pk-05-compact-one-liners',
    kind: 'compact quote, abbreviations',
    text: `QUOTE: Hotel Flamingo Oasis 4* Benidorm, HB, Dbl Room, 7nts, dep 05/05/27
EXS241 EMA-ALC 0610/0955 | EXS242 ALC-EMA 1040/1225 12/05/27
2ad 0ch
TOTAL GBP 1,046.00 | DEP GBP 120.00 | BAL DUE 06/03/27`,
    expected: {
      hotel_name: 'Hotel Flamingo Oasis',
      destination: 'Benidorm',
      star_rating: 4,
      board_basis: 'half_board',
      room_type: 'Dbl Room',
      nights: 7,
      check_in_date: '2027-05-05',
      outbound_flight_number: 'EXS241',
      outbound_airline: 'Jet2',
      outbound_departure_airport: 'EMA',
      outbound_arrival_airport: 'ALC',
      outbound_date: '2027-05-05',
      outbound_departure_time: '06:10',
      outbound_arrival_time: '09:55',
      return_flight_number: 'EXS242',
      return_airline: 'Jet2',
      return_departure_airport: 'ALC',
      return_arrival_airport: 'EMA',
      return_date: '2027-05-12',
      return_departure_time: '10:40',
      return_arrival_time: '12:25',
      adults: 2,
      children: 0,
      total_price_pence: 104600,
      deposit_pence: 12000,
      balance_due_date: '2027-03-06',
    },
  },
  {
    id: 'pk-06-thailand-twin-centre',
    kind: 'tailor-made long-haul quote',
    text: `Bamboo Trails - Thailand twin-centre proposal

Day 1, Fri 5 Feb 2027: Fly London Heathrow to Bangkok on Thai Airways TG917, departing 21:30, arriving 15:40 the next day.
Days 2-4: Riverside Orchid Hotel, Bangkok, Deluxe River View Room, bed and breakfast.
Days 5-13: Koh Samui, Coconut Grove Beach Resort, Beachfront Villa, breakfast included.
Day 14, Thu 18 Feb 2027: Fly Bangkok to London Heathrow on TG916, departing 00:20, arriving 06:35.

Price: £5,980 total for 2 adults, including international flights, internal flights, all transfers and 12 nights' accommodation.
Deposit £600 to secure.`,
    expected: {
      hotel_name: 'Riverside Orchid Hotel',
      destination: 'Bangkok',
      room_type: 'Deluxe River View Room',
      board_basis: 'bed_and_breakfast',
      check_in_date: '2027-02-05',
      nights: 13,
      outbound_flight_number: 'TG917',
      outbound_airline: 'Thai Airways',
      outbound_departure_airport: 'LHR',
      outbound_arrival_airport: 'BKK',
      outbound_date: '2027-02-05',
      outbound_departure_time: '21:30',
      outbound_arrival_time: '15:40',
      return_flight_number: 'TG916',
      return_airline: 'Thai Airways',
      return_departure_airport: 'BKK',
      return_arrival_airport: 'LHR',
      return_date: '2027-02-18',
      return_departure_time: '00:20',
      return_arrival_time: '06:35',
      adults: 2,
      total_price_pence: 598000,
      price_covers: "international flights, internal flights, all transfers and 12 nights' accommodation",
      deposit_pence: 60000,
    },
  },
  {
    id: 'pk-07-no-year-dates',
    kind: 'short quote, dates without a year',
    today: '2027-01-10',
    text: `Hiya, here's the quote for Lanzarote as discussed:

Hotel: Hotel Volcan Azul, Playa Blanca
3* self catering studio
Flying Bristol to Lanzarote, Sat 20 March, back Sat 27 March
easyJet EZY6041 out 07:00 arr 11:20, EZY6042 back 12:00 arr 16:25
£798 in total for the two of you, deposit £100 and balance by 20 January.

Shout if you have questions!
Kerry`,
    expected: {
      hotel_name: 'Hotel Volcan Azul',
      destination: 'Playa Blanca',
      star_rating: 3,
      board_basis: 'self_catering',
      room_type: 'studio',
      check_in_date: '2027-03-20',
      nights: 7,
      outbound_flight_number: 'EZY6041',
      outbound_airline: 'easyJet',
      outbound_departure_airport: 'BRS',
      outbound_arrival_airport: 'ACE',
      outbound_date: '2027-03-20',
      outbound_departure_time: '07:00',
      outbound_arrival_time: '11:20',
      return_flight_number: 'EZY6042',
      return_airline: 'easyJet',
      return_departure_airport: 'ACE',
      return_arrival_airport: 'BRS',
      return_date: '2027-03-27',
      return_departure_time: '12:00',
      return_arrival_time: '16:25',
      adults: 2,
      total_price_pence: 79800,
      deposit_pence: 10000,
      balance_due_date: '2027-01-20',
    },
  },
  {
    id: 'pk-08-html-email',
    kind: 'HTML confirmation e-mail',
    text: `<table><tr><td><b>Booking confirmation</b></td></tr>
<tr><td>Hotel</td><td>Hotel Marina Real</td></tr>
<tr><td>Destination</td><td>Puerto Pollensa, Majorca</td></tr>
<tr><td>Board</td><td>Bed &amp; Breakfast</td></tr>
<tr><td>Room</td><td>Double Room with Balcony</td></tr>
<tr><td>Check-in</td><td>Sun 6 Jun 2027</td></tr>
<tr><td>Nights</td><td>7</td></tr>
<tr><td>Adults</td><td>2</td></tr>
<tr><td>Total</td><td>&pound;1,204.00</td></tr>
</table>
<p>Flights: BA2692 London Gatwick to Palma departs 09:15, arrives 12:30. Return BA2693 departs Palma 13:20, arrives Gatwick 14:45 on 13 Jun 2027.</p>`,
    expected: {
      hotel_name: 'Hotel Marina Real',
      destination: 'Puerto Pollensa, Majorca',
      board_basis: 'bed_and_breakfast',
      room_type: 'Double Room with Balcony',
      check_in_date: '2027-06-06',
      nights: 7,
      adults: 2,
      total_price_pence: 120400,
      outbound_flight_number: 'BA2692',
      outbound_airline: 'British Airways',
      outbound_departure_airport: 'LGW',
      outbound_arrival_airport: 'PMI',
      outbound_departure_time: '09:15',
      outbound_arrival_time: '12:30',
      return_flight_number: 'BA2693',
      return_airline: 'British Airways',
      return_departure_airport: 'PMI',
      return_arrival_airport: 'LGW',
      return_date: '2027-06-13',
      return_departure_time: '13:20',
      return_arrival_time: '14:45',
    },
  },
  {
    id: 'pk-09-pasted-with-nav-noise',
    kind: 'supplier page pasted with its navigation',
    text: `Home  Holidays  Deals  Destinations  Sign in  Basket (1)
Search results > Cyprus > Protaras > Hotel
Pernera Bay Hotel
Protaras, Cyprus
Rated 4 out of 5 - 1,204 reviews
★★★★
Your holiday
Departing from Manchester on Mon 13 Sep 2027 for 7 nights
Room: Superior Sea View Room
Board: Half board
Passengers: 2 adults
Flights
Outbound Mon 13 Sep 2027 Jet2 LS0961 MAN 06:30 → LCA 13:05
Inbound Mon 20 Sep 2027 Jet2 LS0962 LCA 14:15 → MAN 17:25
Total £1,742.00 (that's £871.00pp)
Pay a deposit of £120 today
Newsletter  Careers  Cookie settings  © 2027 Sunhaven Holidays Ltd`,
    expected: {
      hotel_name: 'Pernera Bay Hotel',
      destination: 'Protaras, Cyprus',
      star_rating: 4,
      check_in_date: '2027-09-13',
      nights: 7,
      room_type: 'Superior Sea View Room',
      board_basis: 'half_board',
      adults: 2,
      outbound_flight_number: 'LS0961',
      outbound_airline: 'Jet2',
      outbound_departure_airport: 'MAN',
      outbound_arrival_airport: 'LCA',
      outbound_date: '2027-09-13',
      outbound_departure_time: '06:30',
      outbound_arrival_time: '13:05',
      return_flight_number: 'LS0962',
      return_airline: 'Jet2',
      return_departure_airport: 'LCA',
      return_arrival_airport: 'MAN',
      return_date: '2027-09-20',
      return_departure_time: '14:15',
      return_arrival_time: '17:25',
      total_price_pence: 174200,
      deposit_pence: 12000,
    },
  },
  {
    id: 'pk-10-jsonld-trip-offer',
    kind: 'captured tour page, Trip and Offer JSON-LD',
    text: `Iceland Northern Lights Escape - 4 nights
Hotel Skjól, Reykjavik - Superior Room - breakfast included
Depart Sat 6 Nov 2027
From £1,196 total for 2 adults`,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'TouristTrip',
        name: 'Iceland Northern Lights Escape',
        itinerary: [{ '@type': 'City', name: 'Reykjavik' }],
        offers: {
          '@type': 'Offer',
          price: 1196,
          priceCurrency: 'GBP',
          description: 'Includes return flights from London Luton, 4 nights B&B and a Northern Lights boat tour.',
        },
      },
    ],
    expected: {
      hotel_name: 'Hotel Skjól',
      destination: 'Reykjavik',
      nights: 4,
      room_type: 'Superior Room',
      board_basis: 'bed_and_breakfast',
      check_in_date: '2027-11-06',
      adults: 2,
      total_price_pence: 119600,
      price_covers: 'return flights from London Luton, 4 nights B&B and a Northern Lights boat tour',
      outbound_departure_airport: 'LTN',
    },
  },
];
