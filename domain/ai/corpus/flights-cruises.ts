import type { CorpusCase } from './types';

/** Airline e-tickets and cruise line quotes. */
export const FLIGHT_AND_CRUISE_CASES: CorpusCase[] = [
  {
    id: 'fl-01-eticket-easyjet',
    kind: 'airline e-ticket',
    text: `Booking reference: K7XQ2LM
Thanks for booking, James!

Going out
Thu 17 Jun 2027
EZY6493 London Gatwick (North) 13:05 - Faro 15:55

Coming back
Thu 24 Jun 2027
EZY6494 Faro 16:35 - London Gatwick (North) 19:20

Passengers
Mr James Holloway
Ms Aisha Holloway

Total paid £412.36
Includes: 2 x 23kg hold bags, standard seats`,
    expected: {
      outbound_flight_number: 'EZY6493',
      outbound_airline: 'easyJet',
      outbound_departure_airport: 'LGW',
      outbound_arrival_airport: 'FAO',
      outbound_date: '2027-06-17',
      outbound_departure_time: '13:05',
      outbound_arrival_time: '15:55',
      return_flight_number: 'EZY6494',
      return_airline: 'easyJet',
      return_departure_airport: 'FAO',
      return_arrival_airport: 'LGW',
      return_date: '2027-06-24',
      return_departure_time: '16:35',
      return_arrival_time: '19:20',
      check_in_date: '2027-06-17',
      nights: 7,
      adults: 2,
      total_price_pence: 41236,
      price_covers: '2 x 23kg hold bags, standard seats',
      destination: 'Faro',
    },
  },
  {
    id: 'fl-02-eticket-ba-receipt',
    kind: 'airline e-ticket receipt',
    text: `BRITISH AIRWAYS e-ticket receipt
Passenger: MRS/CLAIRE DONNELLY (ADT)
Passenger: MSTR/OSCAR DONNELLY (CHD)
Booking reference: Q4PLZD

Flight   Date        From                      To                        Depart  Arrive
BA2036   05AUG27     London Gatwick LGW        Barbados BGI              09:55   14:20
BA2037   19AUG27     Barbados BGI              London Gatwick LGW        17:15   06:05

Fare GBP 1712.00
Taxes, fees and carrier charges GBP 596.44
Total GBP 2308.44`,
    expected: {
      outbound_flight_number: 'BA2036',
      outbound_airline: 'British Airways',
      outbound_departure_airport: 'LGW',
      outbound_arrival_airport: 'BGI',
      outbound_date: '2027-08-05',
      outbound_departure_time: '09:55',
      outbound_arrival_time: '14:20',
      return_flight_number: 'BA2037',
      return_airline: 'British Airways',
      return_departure_airport: 'BGI',
      return_arrival_airport: 'LGW',
      return_date: '2027-08-19',
      return_departure_time: '17:15',
      return_arrival_time: '06:05',
      check_in_date: '2027-08-05',
      nights: 14,
      adults: 1,
      children: 1,
      total_price_pence: 230844,
      destination: 'Barbados',
    },
  },
  {
    id: 'fl-03-jsonld-flight-reservations',
    kind: 'airline confirmation with FlightReservation JSON-LD',
    text: `Your trip to Antalya is confirmed. Booking ref PG7781. Show this e-mail at check-in.`,
    jsonLd: [
      {
        '@context': 'http://schema.org',
        '@type': 'FlightReservation',
        reservationNumber: 'PG7781',
        reservationFor: {
          '@type': 'Flight',
          flightNumber: '1166',
          airline: { '@type': 'Airline', name: 'Pegasus', iataCode: 'PC' },
          departureAirport: { '@type': 'Airport', name: 'London Stansted', iataCode: 'STN' },
          arrivalAirport: { '@type': 'Airport', name: 'Antalya', iataCode: 'AYT' },
          departureTime: '2027-05-02T10:20:00+01:00',
          arrivalTime: '2027-05-02T16:35:00+03:00',
        },
      },
      {
        '@context': 'http://schema.org',
        '@type': 'FlightReservation',
        reservationNumber: 'PG7781',
        reservationFor: {
          '@type': 'Flight',
          flightNumber: '1167',
          airline: { '@type': 'Airline', name: 'Pegasus', iataCode: 'PC' },
          departureAirport: { '@type': 'Airport', name: 'Antalya', iataCode: 'AYT' },
          arrivalAirport: { '@type': 'Airport', name: 'London Stansted', iataCode: 'STN' },
          departureTime: '2027-05-09T17:30:00+03:00',
          arrivalTime: '2027-05-09T19:50:00+01:00',
        },
      },
    ],
    expected: {
      outbound_flight_number: 'PC1166',
      outbound_airline: 'Pegasus',
      outbound_departure_airport: 'STN',
      outbound_arrival_airport: 'AYT',
      outbound_date: '2027-05-02',
      outbound_departure_time: '10:20',
      outbound_arrival_time: '16:35',
      return_flight_number: 'PC1167',
      return_airline: 'Pegasus',
      return_departure_airport: 'AYT',
      return_arrival_airport: 'STN',
      return_date: '2027-05-09',
      return_departure_time: '17:30',
      return_arrival_time: '19:50',
      check_in_date: '2027-05-02',
      nights: 7,
      destination: 'Antalya',
    },
  },
  {
    id: 'fl-04-ryanair-pm-times',
    kind: 'airline confirmation, 12-hour times',
    text: `Ryanair Travel Itinerary
Reservation: RX81QQ

Departing flight: FR8342 Manchester (MAN) to Alicante (ALC)
Date: 12 September 2027
Departs 6.45am, arrives 10.35am

Return flight: FR8343 Alicante (ALC) to Manchester (MAN)
Date: 19 September 2027
Departs 11.10am, arrives 12.55pm

Passengers: 3 adults
Total paid: £386.97`,
    expected: {
      outbound_flight_number: 'FR8342',
      outbound_airline: 'Ryanair',
      outbound_departure_airport: 'MAN',
      outbound_arrival_airport: 'ALC',
      outbound_date: '2027-09-12',
      outbound_departure_time: '06:45',
      outbound_arrival_time: '10:35',
      return_flight_number: 'FR8343',
      return_airline: 'Ryanair',
      return_departure_airport: 'ALC',
      return_arrival_airport: 'MAN',
      return_date: '2027-09-19',
      return_departure_time: '11:10',
      return_arrival_time: '12:55',
      check_in_date: '2027-09-12',
      nights: 7,
      adults: 3,
      total_price_pence: 38697,
      destination: 'Alicante',
    },
  },
  {
    id: 'fl-05-us-airline-us-dates',
    kind: 'US airline confirmation, US dates',
    text: `Thank you for flying with Delta. Confirmation #: HGT5QK

Flight 1: DL 0001  London Heathrow (LHR) -> New York JFK (JFK)
Mon, 10/04/2027  Depart 11:30 AM  Arrive 2:25 PM

Flight 2: DL 0002  New York JFK (JFK) -> London Heathrow (LHR)
Mon, 10/11/2027  Depart 6:40 PM  Arrive 6:50 AM (+1 day)

Travelers: 2 adults
Trip total: GBP 1,338.20`,
    expected: {
      outbound_flight_number: 'DL0001',
      outbound_airline: 'Delta',
      outbound_departure_airport: 'LHR',
      outbound_arrival_airport: 'JFK',
      outbound_date: '2027-10-04',
      outbound_departure_time: '11:30',
      outbound_arrival_time: '14:25',
      return_flight_number: 'DL0002',
      return_airline: 'Delta',
      return_departure_airport: 'JFK',
      return_arrival_airport: 'LHR',
      return_date: '2027-10-11',
      return_departure_time: '18:40',
      return_arrival_time: '06:50',
      check_in_date: '2027-10-04',
      nights: 7,
      adults: 2,
      total_price_pence: 133820,
      destination: 'New York',
    },
  },
  {
    id: 'cr-01-med-cruise',
    kind: 'cruise line quote',
    text: `AZURE STAR CRUISES - Your cruise quotation

Cruise: Western Mediterranean Discovery (7 nights)
Ship: Azure Horizon
Sailing date: 18 June 2027, round trip from Barcelona
Cabin type: Balcony Stateroom, deck 9
Board: Full board (all main meals on board)
Guests: 2 adults

Fly-cruise flights
Outbound: BA478 London Heathrow 07:00 - Barcelona 10:15, 18 Jun 2027
Return: BA479 Barcelona 11:05 - London Heathrow 12:25, 25 Jun 2027

Cruise fare total: £3,498.00
Price includes: cruise, flights, transfers, gratuities
Deposit: £350.00
Balance due: 19 March 2027`,
    expected: {
      hotel_name: 'Azure Horizon',
      destination: 'Barcelona',
      nights: 7,
      check_in_date: '2027-06-18',
      room_type: 'Balcony Stateroom',
      board_basis: 'full_board',
      adults: 2,
      outbound_flight_number: 'BA478',
      outbound_airline: 'British Airways',
      outbound_departure_airport: 'LHR',
      outbound_arrival_airport: 'BCN',
      outbound_date: '2027-06-18',
      outbound_departure_time: '07:00',
      outbound_arrival_time: '10:15',
      return_flight_number: 'BA479',
      return_airline: 'British Airways',
      return_departure_airport: 'BCN',
      return_arrival_airport: 'LHR',
      return_date: '2027-06-25',
      return_departure_time: '11:05',
      return_arrival_time: '12:25',
      total_price_pence: 349800,
      price_covers: 'cruise, flights, transfers, gratuities',
      deposit_pence: 35000,
      balance_due_date: '2027-03-19',
    },
  },
  {
    id: 'cr-02-caribbean-cruise-prose',
    kind: 'cruise line e-mail, prose',
    text: `Hello Margaret,

Lovely to speak earlier. As promised, here is the Caribbean cruise we discussed with Seaview Voyages.

You would sail aboard the Seaview Serenade from Bridgetown, Barbados on 4 December 2027 for a 14-night Southern Caribbean cruise, in an Oceanview Cabin on a full board basis. The price for two adults is £5,620.00 in total, including return flights from London Gatwick with Virgin Atlantic and all port taxes.

To hold the cabin we need a £500 deposit, with the balance due by 5 September 2027.

Warm wishes,
Colin
Seaview Voyages cruise desk`,
    expected: {
      hotel_name: 'Seaview Serenade',
      destination: 'Bridgetown, Barbados',
      check_in_date: '2027-12-04',
      nights: 14,
      room_type: 'Oceanview Cabin',
      board_basis: 'full_board',
      adults: 2,
      total_price_pence: 562000,
      price_covers: 'return flights from London Gatwick with Virgin Atlantic and all port taxes',
      outbound_departure_airport: 'LGW',
      outbound_airline: 'Virgin Atlantic',
      deposit_pence: 50000,
      balance_due_date: '2027-09-05',
    },
  },
  {
    id: 'cr-03-river-cruise-table',
    kind: 'river cruise quote, table',
    text: `Danube Dreams River Cruises | Quote DD-3381

| Cruise | Blue Danube Christmas Markets |
| Ship | MS Danube Aria |
| Embarkation | 06/12/2027 |
| Nights | 7 |
| Cabin category | French Balcony Cabin |
| Board | Full board |
| Guests | 2 adults |
| Price | £2,598.00 |
| Deposit | £250.00 |
| Balance due date | 07/09/2027 |

Flights from Birmingham to Vienna are included.`,
    expected: {
      hotel_name: 'MS Danube Aria',
      check_in_date: '2027-12-06',
      nights: 7,
      room_type: 'French Balcony Cabin',
      board_basis: 'full_board',
      adults: 2,
      total_price_pence: 259800,
      deposit_pence: 25000,
      balance_due_date: '2027-09-07',
      outbound_departure_airport: 'BHX',
      outbound_arrival_airport: 'VIE',
      destination: 'Vienna',
    },
  },
  {
    id: 'cr-04-fjords-cruise',
    kind: 'cruise booking confirmation, no flights',
    text: `NORTHERN LIGHTS LINE
Booking confirmation NL-662014

Ship: MV Aurora Borealis
Itinerary: Norwegian Fjords
Departs: Southampton, Sat 15 May 2027
Duration: 12 nights
Stateroom: Inside Stateroom (Grade I2)
Dining: Full Board
Guests: 2 adults, 2 children

Total booking value: £4,996.00
Paid to date: £600.00
Balance outstanding: £4,396.00 payable by 15/02/2027`,
    expected: {
      hotel_name: 'MV Aurora Borealis',
      destination: 'Norwegian Fjords',
      check_in_date: '2027-05-15',
      nights: 12,
      room_type: 'Inside Stateroom',
      board_basis: 'full_board',
      adults: 2,
      children: 2,
      total_price_pence: 499600,
      deposit_pence: 60000,
      balance_pence: 439600,
      balance_due_date: '2027-02-15',
    },
  },
  {
    id: 'fl-06-jet2-short',
    kind: 'airline confirmation, minimal',
    text: `Jet2.com booking ref J2X-99184
LS1589 NCL-AYT 04 Oct 2027 07:30-14:15
LS1590 AYT-NCL 11 Oct 2027 15:20-18:35
2 adults, 1 child
Total £1,126.50`,
    expected: {
      outbound_flight_number: 'LS1589',
      outbound_airline: 'Jet2',
      outbound_departure_airport: 'NCL',
      outbound_arrival_airport: 'AYT',
      outbound_date: '2027-10-04',
      outbound_departure_time: '07:30',
      outbound_arrival_time: '14:15',
      return_flight_number: 'LS1590',
      return_airline: 'Jet2',
      return_departure_airport: 'AYT',
      return_arrival_airport: 'NCL',
      return_date: '2027-10-11',
      return_departure_time: '15:20',
      return_arrival_time: '18:35',
      check_in_date: '2027-10-04',
      nights: 7,
      adults: 2,
      children: 1,
      total_price_pence: 112650,
      destination: 'Antalya',
    },
  },
];
