import type { CorpusCase } from './types';

/** Tour operators' booking confirmations (fictional companies and people). */
export const TOUR_OPERATOR_CASES: CorpusCase[] = [
  {
    id: 'to-01-sunvista-confirmation',
    kind: 'tour operator confirmation',
    text: `SUNVISTA HOLIDAYS - BOOKING CONFIRMATION
Booking reference: SV-448120
Lead passenger: Mrs Helen Bradshaw

Hotel: Hotel Cala Serena, Alcudia, Majorca
Rating: 4*
Room: Double Room Sea View
Board: Half Board
Check-in: 14/06/2027
Duration: 7 nights

OUTBOUND FLIGHT
Sat 14 Jun 2027  LS1127  Manchester (MAN) 06:15 -> Palma (PMI) 09:50

RETURN FLIGHT
Sat 21 Jun 2027  LS1128  Palma (PMI) 10:40 -> Manchester (MAN) 12:25

Passengers: 2 adults, 1 child
Total holiday price: £2,486.00
Deposit paid: £300.00
Balance of £2,186.00 due by 16/04/2027

Thank you for booking with SunVista Holidays. ATOL protected 11234.`,
    expected: {
      hotel_name: 'Hotel Cala Serena',
      destination: 'Alcudia, Majorca',
      star_rating: 4,
      room_type: 'Double Room Sea View',
      board_basis: 'half_board',
      check_in_date: '2027-06-14',
      nights: 7,
      outbound_flight_number: 'LS1127',
      outbound_airline: 'Jet2',
      outbound_departure_airport: 'MAN',
      outbound_arrival_airport: 'PMI',
      outbound_date: '2027-06-14',
      outbound_departure_time: '06:15',
      outbound_arrival_time: '09:50',
      return_flight_number: 'LS1128',
      return_airline: 'Jet2',
      return_departure_airport: 'PMI',
      return_arrival_airport: 'MAN',
      return_date: '2027-06-21',
      return_departure_time: '10:40',
      return_arrival_time: '12:25',
      adults: 2,
      children: 1,
      total_price_pence: 248600,
      deposit_pence: 30000,
      balance_pence: 218600,
      balance_due_date: '2027-04-16',
    },
  },
  {
    id: 'to-02-bluehorizon-prose',
    kind: 'tour operator confirmation, prose',
    text: `Dear Mr and Mrs Okafor,

Thank you for choosing Blue Horizon Travel. We are delighted to confirm your holiday to Paphos, Cyprus.

You will be staying at the Aphrodite Sands Resort (5 star) for 10 nights on an all inclusive basis, in a Junior Suite with private pool.

You fly out from London Gatwick on 3 September 2027 on flight BA2662, departing at 07:40 and arriving in Paphos at 14:05 local time. Your return flight BA2663 leaves Paphos on 13 September 2027 at 15:10, landing at Gatwick at 18:00.

The total cost for 2 adults is £4,318.50. We have received your deposit of £500.00 and the remaining balance is due on 5 July 2027.

Kind regards,
Priya Nandakumar
Blue Horizon Travel | 0161 555 0192`,
    expected: {
      hotel_name: 'Aphrodite Sands Resort',
      destination: 'Paphos, Cyprus',
      star_rating: 5,
      board_basis: 'all_inclusive',
      room_type: 'Junior Suite',
      check_in_date: '2027-09-03',
      nights: 10,
      outbound_flight_number: 'BA2662',
      outbound_airline: 'British Airways',
      outbound_departure_airport: 'LGW',
      outbound_arrival_airport: 'PFO',
      outbound_date: '2027-09-03',
      outbound_departure_time: '07:40',
      outbound_arrival_time: '14:05',
      return_flight_number: 'BA2663',
      return_airline: 'British Airways',
      return_departure_airport: 'PFO',
      return_arrival_airport: 'LGW',
      return_date: '2027-09-13',
      return_departure_time: '15:10',
      return_arrival_time: '18:00',
      adults: 2,
      total_price_pence: 431850,
      deposit_pence: 50000,
      balance_due_date: '2027-07-05',
    },
  },
  {
    id: 'to-03-meridian-table',
    kind: 'tour operator confirmation, table',
    text: `Meridian Escapes Ltd                       Confirmation of booking MX77201

| Item | Detail |
| Accommodation | Villa Oleandra Aparthotel |
| Resort | Kalkan, Turkey |
| Room type | Two Bedroom Apartment |
| Board basis | Self catering |
| Arrival date | 02/08/2027 |
| Nights | 14 |
| Adults | 4 |
| Children | 2 |
| Infants | 1 |

Flights
| Flight | Date | From | To | Departs | Arrives |
| TOM6402 | 02/08/2027 | BRS | DLM | 05:55 | 11:35 |
| TOM6403 | 16/08/2027 | DLM | BRS | 12:45 | 14:40 |

Total price: £6,912.00
Deposit: £700.00
Balance due date: 03/06/2027`,
    expected: {
      hotel_name: 'Villa Oleandra Aparthotel',
      destination: 'Kalkan, Turkey',
      room_type: 'Two Bedroom Apartment',
      board_basis: 'self_catering',
      check_in_date: '2027-08-02',
      nights: 14,
      adults: 4,
      children: 2,
      infants: 1,
      outbound_flight_number: 'TOM6402',
      outbound_airline: 'TUI Airways',
      outbound_departure_airport: 'BRS',
      outbound_arrival_airport: 'DLM',
      outbound_date: '2027-08-02',
      outbound_departure_time: '05:55',
      outbound_arrival_time: '11:35',
      return_flight_number: 'TOM6403',
      return_airline: 'TUI Airways',
      return_departure_airport: 'DLM',
      return_arrival_airport: 'BRS',
      return_date: '2027-08-16',
      return_departure_time: '12:45',
      return_arrival_time: '14:40',
      total_price_pence: 691200,
      deposit_pence: 70000,
      balance_due_date: '2027-06-03',
    },
  },
  {
    id: 'to-04-forwarded-noise',
    kind: 'tour operator confirmation, forwarded with noise',
    text: `---------- Forwarded message ---------
From: Golden Coast Holidays <bookings@goldencoast.example>
Date: Tue, 9 Feb 2027 at 11:02
Subject: Your booking GCH-20931 is confirmed
To: <d.ferreira@example.com>

> Hi Daniel,
>
> Great news, your holiday is booked!
>
> Hotel: Iberostar Costa Dorada Beach ★★★★
> Destination: Tenerife
> Board: All Inclusive
> Room: Superior Double Room
> Dates: 22 May 2027 - 29 May 2027 (7 nights)
>
> Flights
> Outbound: 22/05/2027 EZY8045 London Luton (LTN) 06:50 arr Tenerife South (TFS) 11:30
> Return: 29/05/2027 EZY8046 Tenerife South (TFS) 12:20 arr London Luton (LTN) 16:05
>
> Travellers: 2 Adults
> Total: £1,898.40 (includes flights, hotel, 23kg hold bag each and return transfers)
> Deposit: £150.00
> Balance due: £1,748.40 on 23/03/2027
>
> Golden Coast Holidays Ltd is a member of ABTA (Y1234).
> This e-mail and any attachments are confidential. If you received it in error please delete it.`,
    expected: {
      hotel_name: 'Iberostar Costa Dorada Beach',
      destination: 'Tenerife',
      star_rating: 4,
      board_basis: 'all_inclusive',
      room_type: 'Superior Double Room',
      check_in_date: '2027-05-22',
      nights: 7,
      outbound_flight_number: 'EZY8045',
      outbound_airline: 'easyJet',
      outbound_departure_airport: 'LTN',
      outbound_arrival_airport: 'TFS',
      outbound_date: '2027-05-22',
      outbound_departure_time: '06:50',
      outbound_arrival_time: '11:30',
      return_flight_number: 'EZY8046',
      return_airline: 'easyJet',
      return_departure_airport: 'TFS',
      return_arrival_airport: 'LTN',
      return_date: '2027-05-29',
      return_departure_time: '12:20',
      return_arrival_time: '16:05',
      adults: 2,
      total_price_pence: 189840,
      price_covers: 'flights, hotel, 23kg hold bag each and return transfers',
      deposit_pence: 15000,
      balance_pence: 174840,
      balance_due_date: '2027-03-23',
    },
  },
  {
    id: 'to-05-family-vertical',
    kind: 'tour operator confirmation, stacked layout',
    text: `HAPPY DAYS FAMILY HOLIDAYS
Your booking is confirmed

Holiday summary
Hotel name:
Sunwing Playa Verde Family Resort
Location: Rhodes, Greece
Star rating: 4
Board basis: All Inclusive
Room type: Family Room with Bunk Beds
Start date: Monday 26 July 2027
Length of stay: 11 nights

Outbound
Mon 26 Jul 2027
Flight BY7311
Birmingham 07:05
Rhodes 12:45

Return
Fri 06 Aug 2027
Flight BY7312
Rhodes 13:50
Birmingham 15:55

Who's going
Mr Tom Ashworth (Adult)
Mrs Leanne Ashworth (Adult)
Miss Poppy Ashworth (Child, age 9)
Master Alfie Ashworth (Child, age 6)

Total holiday price: £5,244.00
Deposit paid: £400.00
Final payment due: 27 May 2027`,
    expected: {
      hotel_name: 'Sunwing Playa Verde Family Resort',
      destination: 'Rhodes, Greece',
      star_rating: 4,
      board_basis: 'all_inclusive',
      room_type: 'Family Room with Bunk Beds',
      check_in_date: '2027-07-26',
      nights: 11,
      outbound_flight_number: 'BY7311',
      outbound_airline: 'TUI Airways',
      outbound_departure_airport: 'BHX',
      outbound_arrival_airport: 'RHO',
      outbound_date: '2027-07-26',
      outbound_departure_time: '07:05',
      outbound_arrival_time: '12:45',
      return_flight_number: 'BY7312',
      return_airline: 'TUI Airways',
      return_departure_airport: 'RHO',
      return_arrival_airport: 'BHX',
      return_date: '2027-08-06',
      return_departure_time: '13:50',
      return_arrival_time: '15:55',
      adults: 2,
      children: 2,
      total_price_pence: 524400,
      deposit_pence: 40000,
      balance_due_date: '2027-05-27',
    },
  },
  {
    id: 'to-06-short-city-break',
    kind: 'tour operator confirmation, city break',
    text: `CityBreak Co. confirmation CB-10023

Hotel: Hotel Vltava Garden, Prague
3* | Bed & Breakfast | Standard Twin Room
Check in: 4 March 2027
Check out: 7 March 2027

Flights:
Outbound  U2 2301  4 Mar 2027  Edinburgh 08:10 - Prague 11:55
Return    U2 2302  7 Mar 2027  Prague 12:40 - Edinburgh 14:30

Guests: 2 adults
Total price: £689.00 - paid in full`,
    expected: {
      hotel_name: 'Hotel Vltava Garden',
      destination: 'Prague',
      star_rating: 3,
      board_basis: 'bed_and_breakfast',
      room_type: 'Standard Twin Room',
      check_in_date: '2027-03-04',
      nights: 3,
      outbound_flight_number: 'U22301',
      outbound_airline: 'easyJet',
      outbound_departure_airport: 'EDI',
      outbound_arrival_airport: 'PRG',
      outbound_date: '2027-03-04',
      outbound_departure_time: '08:10',
      outbound_arrival_time: '11:55',
      return_flight_number: 'U22302',
      return_airline: 'easyJet',
      return_departure_airport: 'PRG',
      return_arrival_airport: 'EDI',
      return_date: '2027-03-07',
      return_departure_time: '12:40',
      return_arrival_time: '14:30',
      adults: 2,
      total_price_pence: 68900,
    },
  },
  {
    id: 'to-07-long-haul-caribbean',
    kind: 'tour operator confirmation, long haul',
    text: `Palm & Pepper Tours - Booking Confirmation

Dear Ms Rachel Whitfield,

Your Caribbean holiday is confirmed. Details below.

Accommodation: Coral Cove Beach Resort, St Lucia
Official rating: 5 stars
Room: Oceanview Junior Suite
Meal plan: All Inclusive
Arrival: 15 Nov 2027   Departure: 29 Nov 2027   (14 nights)

Outbound flight - Mon 15 Nov 2027
Virgin Atlantic VS097  London Heathrow 10:25  ->  St Lucia (UVF) 14:55

Return flight - Sun 28 Nov 2027 (overnight)
Virgin Atlantic VS098  St Lucia (UVF) 17:40  ->  London Heathrow 06:55 (+1)

Passengers: 2 adults
Holiday price: £7,640.00 total
Price includes: return flights, 14 nights all inclusive, private transfers, lounge access at Heathrow
Deposit: £1,000.00 received with thanks
Balance due: 16 September 2027`,
    expected: {
      hotel_name: 'Coral Cove Beach Resort',
      destination: 'St Lucia',
      star_rating: 5,
      room_type: 'Oceanview Junior Suite',
      board_basis: 'all_inclusive',
      check_in_date: '2027-11-15',
      nights: 14,
      outbound_flight_number: 'VS097',
      outbound_airline: 'Virgin Atlantic',
      outbound_departure_airport: 'LHR',
      outbound_arrival_airport: 'UVF',
      outbound_date: '2027-11-15',
      outbound_departure_time: '10:25',
      outbound_arrival_time: '14:55',
      return_flight_number: 'VS098',
      return_airline: 'Virgin Atlantic',
      return_departure_airport: 'UVF',
      return_arrival_airport: 'LHR',
      return_date: '2027-11-28',
      return_departure_time: '17:40',
      return_arrival_time: '06:55',
      adults: 2,
      total_price_pence: 764000,
      price_covers: 'return flights, 14 nights all inclusive, private transfers, lounge access at Heathrow',
      deposit_pence: 100000,
      balance_due_date: '2027-09-16',
    },
  },
  {
    id: 'to-08-lakes-coach',
    kind: 'tour operator confirmation, no flights',
    text: `Heritage Rambles - Your Lake Garda tour

Tour: Lake Garda & Verona Explorer
Hotel: Hotel Bellavista Lago, Riva del Garda
Board: Half board (breakfast and dinner)
Room type: Classic Double Room
Start date: 12 April 2027
Duration: 6 nights
Travellers: 2 adults
Tour price: £1,390 per person
Total: £2,780.00
A deposit of £200 per person (£400.00) has been taken.
The balance of £2,380.00 is due no later than 11 February 2027.`,
    expected: {
      hotel_name: 'Hotel Bellavista Lago',
      destination: 'Riva del Garda',
      board_basis: 'half_board',
      room_type: 'Classic Double Room',
      check_in_date: '2027-04-12',
      nights: 6,
      adults: 2,
      total_price_pence: 278000,
      deposit_pence: 40000,
      balance_pence: 238000,
      balance_due_date: '2027-02-11',
    },
  },
  {
    id: 'to-09-ski-chalet',
    kind: 'tour operator confirmation, ski',
    text: `ALPINE WHITE SKI HOLIDAYS
Booking ref AW/5521  |  Issued 2 Oct 2026

Chalet: Chalet Les Marmottes, Val Thorens
Catering: Full board (chalet hosted, wine with dinner)
Room: Twin Room En Suite
Holiday dates: Sat 16 Jan 2027 - Sat 23 Jan 2027

Flights
Out: BA2714 London Gatwick 07:15 - Geneva 09:55 on 16/01/2027
Back: BA2715 Geneva 10:45 - London Gatwick 11:35 on 23/01/2027

Party: 2 adults
Total cost: £3,154.00
Deposit paid: £400.00
Balance due by: 17/11/2026`,
    expected: {
      hotel_name: 'Chalet Les Marmottes',
      destination: 'Val Thorens',
      board_basis: 'full_board',
      room_type: 'Twin Room En Suite',
      check_in_date: '2027-01-16',
      nights: 7,
      outbound_flight_number: 'BA2714',
      outbound_airline: 'British Airways',
      outbound_departure_airport: 'LGW',
      outbound_arrival_airport: 'GVA',
      outbound_date: '2027-01-16',
      outbound_departure_time: '07:15',
      outbound_arrival_time: '09:55',
      return_flight_number: 'BA2715',
      return_airline: 'British Airways',
      return_departure_airport: 'GVA',
      return_arrival_airport: 'LGW',
      return_date: '2027-01-23',
      return_departure_time: '10:45',
      return_arrival_time: '11:35',
      adults: 2,
      total_price_pence: 315400,
      deposit_pence: 40000,
      balance_due_date: '2026-11-17',
    },
  },
  {
    id: 'to-10-infant-algarve',
    kind: 'tour operator confirmation, family with infant',
    text: `Costa Family Travel
CONFIRMATION - please check all details carefully

Property: Praia Dourada Apartments, Albufeira, Algarve
Category: 3*
Apartment type: One Bedroom Apartment
Room only
Arrival 10-06-2027, 10 nights

Flights with Jet2
LS0871  Leeds Bradford (LBA) 06:00  Faro (FAO) 09:05  10 Jun 2027
LS0872  Faro (FAO) 09:55  Leeds Bradford (LBA) 12:10  20 Jun 2027

Passengers: 2 adults, 1 infant
Total price £1,512.75
Deposit £120.00
Balance £1,392.75 due 11 April 2027`,
    expected: {
      hotel_name: 'Praia Dourada Apartments',
      destination: 'Albufeira, Algarve',
      star_rating: 3,
      room_type: 'One Bedroom Apartment',
      board_basis: 'room_only',
      check_in_date: '2027-06-10',
      nights: 10,
      outbound_flight_number: 'LS0871',
      outbound_airline: 'Jet2',
      outbound_departure_airport: 'LBA',
      outbound_arrival_airport: 'FAO',
      outbound_date: '2027-06-10',
      outbound_departure_time: '06:00',
      outbound_arrival_time: '09:05',
      return_flight_number: 'LS0872',
      return_airline: 'Jet2',
      return_departure_airport: 'FAO',
      return_arrival_airport: 'LBA',
      return_date: '2027-06-20',
      return_departure_time: '09:55',
      return_arrival_time: '12:10',
      adults: 2,
      infants: 1,
      total_price_pence: 151275,
      deposit_pence: 12000,
      balance_pence: 139275,
      balance_due_date: '2027-04-11',
    },
  },
];
