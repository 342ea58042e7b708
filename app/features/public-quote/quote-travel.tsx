import { BedDouble, Car, Plane, Ship, Bus, Hotel } from 'lucide-react';
import { formatLongDate } from '@domain/formats';
import { BOARD_BASIS_LABELS, FLIGHT_CLASS_LABELS, TRANSFER_LABELS, has, hasNum, nightsBetween, plural } from './format';
import { Facts, Prose, Section, Stars } from './quote-parts';
import type { QuoteViewData } from './types';

const ICON = { size: 18, strokeWidth: 2 } as const;

export function HotelSection({ q }: { q: QuoteViewData }) {
  const images = (q.image_urls ?? []).filter(has);
  if (!has(q.hotel_name) && !has(q.hotel_description) && images.length === 0) return null;
  return (
    <Section id="hotel" title="Your hotel" icon={<Hotel {...ICON} />}>
      {has(q.hotel_name) ? (
        <p className="qv-lead">
          <strong>{q.hotel_name}</strong> {hasNum(q.star_rating) ? <Stars rating={q.star_rating} /> : null}
        </p>
      ) : null}
      <Facts
        rows={[
          ['Board basis', has(q.board_basis) ? (BOARD_BASIS_LABELS[q.board_basis] ?? q.board_basis) : null],
          ['Room', has(q.room_type) ? q.room_type : null],
          ['Duration', hasNum(q.duration_days) && q.duration_days > 0 ? plural(q.duration_days, 'night') : null],
        ]}
      />
      {has(q.hotel_description) ? <Prose text={q.hotel_description} /> : null}
      {images.length > 0 ? (
        <ul className="qv-gallery" aria-label="Photo gallery">
          {images.map((src, i) => (
            <li key={`${src}-${i}`}>
              <a href={src} className="qv-gallery-link" data-gallery-index={i} target="_blank" rel="noopener">
                <img
                  src={src}
                  alt={`${q.hotel_name ?? 'Holiday'} photo ${i + 1}`}
                  loading="lazy"
                  decoding="async"
                  width={320}
                  height={220}
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}

function Leg({
  label,
  date,
  fromAirport,
  toAirport,
  depart,
  arrive,
  flightNumber,
}: {
  label: string;
  date?: string | null;
  fromAirport?: string | null;
  toAirport?: string | null;
  depart?: string | null;
  arrive?: string | null;
  flightNumber?: string | null;
}) {
  if (![date, fromAirport, toAirport, depart, arrive, flightNumber].some((v) => has(v))) return null;
  return (
    <div className="qv-leg">
      <div className="qv-leg-head">
        <span className="qv-pill">{label}</span>
        {has(date) ? <span>{formatLongDate(date)}</span> : null}
        {has(flightNumber) ? <span className="qv-muted">Flight {flightNumber}</span> : null}
      </div>
      <div className="qv-leg-route">
        <div>
          <div className="qv-leg-time">{has(depart) ? depart : ''}</div>
          <div className="qv-leg-place">{has(fromAirport) ? fromAirport : ''}</div>
        </div>
        <div className="qv-leg-line" aria-hidden="true">
          <Plane size={16} />
        </div>
        <div className="qv-leg-end">
          <div className="qv-leg-time">{has(arrive) ? arrive : ''}</div>
          <div className="qv-leg-place">{has(toAirport) ? toAirport : ''}</div>
        </div>
      </div>
    </div>
  );
}

export function FlightsSection({ q }: { q: QuoteViewData }) {
  const internal = (q.internal_flights ?? []).filter((f) =>
    [f.from, f.to, f.flight_number, f.date].some((v) => has(v)),
  );
  const outbound = (
    <Leg
      label="Outbound"
      date={q.flight_departure_date ?? q.departure_date}
      fromAirport={q.outbound_departure_airport ?? q.departure_airport}
      toAirport={q.outbound_arrival_airport ?? q.destination_airport}
      depart={q.outbound_departure_time}
      arrive={q.outbound_arrival_time}
      flightNumber={q.flight_number_outbound}
    />
  );
  const hasOutbound = [
    q.outbound_departure_airport,
    q.outbound_arrival_airport,
    q.outbound_departure_time,
    q.departure_airport,
    q.flight_number_outbound,
    q.flight_departure_date,
  ].some((v) => has(v));
  const hasReturn = [
    q.return_departure_airport,
    q.return_arrival_airport,
    q.return_departure_time,
    q.flight_number_inbound,
    q.flight_return_date,
  ].some((v) => has(v));
  const airline = has(q.flight_airline) ? q.flight_airline : has(q.airlines) ? q.airlines : null;
  const baggage = q.flight_details?.baggage_notes;
  if (!hasOutbound && !hasReturn && internal.length === 0) return null;
  return (
    <Section id="flights" title="Flights" icon={<Plane {...ICON} />}>
      <Facts
        rows={[
          ['Airline', airline],
          ['Class', has(q.flight_class) ? (FLIGHT_CLASS_LABELS[q.flight_class] ?? q.flight_class) : null],
          ['Hand luggage', has(q.hand_luggage) ? q.hand_luggage : null],
          ['Hold luggage', has(q.hold_luggage) ? q.hold_luggage : null],
        ]}
      />
      {hasOutbound ? outbound : null}
      {hasReturn ? (
        <Leg
          label="Return"
          date={q.flight_return_date}
          fromAirport={q.return_departure_airport}
          toAirport={q.return_arrival_airport}
          depart={q.return_departure_time}
          arrive={q.return_arrival_time}
          flightNumber={q.flight_number_inbound}
        />
      ) : null}
      {internal.length > 0 ? (
        <>
          <h3 className="qv-h3">Internal flights</h3>
          <ul className="qv-list">
            {internal.map((f, i) => (
              <li key={i}>
                <strong>
                  {f.from ?? ''} → {f.to ?? ''}
                </strong>
                {has(f.date) ? ` · ${formatLongDate(f.date)}` : ''}
                {has(f.time) ? ` · ${f.time}` : ''}
                {has(f.airline) ? ` · ${f.airline}` : ''}
                {has(f.flight_number) ? ` · ${f.flight_number}` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {typeof baggage === 'string' && has(baggage) ? <p className="qv-note">{baggage}</p> : null}
      {has(q.flight_notes) ? <Prose text={q.flight_notes} /> : null}
    </Section>
  );
}

export function AccommodationSection({ q }: { q: QuoteViewData }) {
  const a = q.accommodation_details;
  if (!a || (![a.check_in, a.check_out, a.room_notes].some((v) => has(v)) && !hasNum(a.rooms))) return null;
  const nights = nightsBetween(a.check_in, a.check_out);
  return (
    <Section id="accommodation" title="Accommodation" icon={<BedDouble {...ICON} />}>
      <Facts
        rows={[
          ['Check-in', has(a.check_in) ? formatLongDate(a.check_in) : null],
          ['Check-out', has(a.check_out) ? formatLongDate(a.check_out) : null],
          ['Nights', nights ? String(nights) : null],
          ['Rooms', hasNum(a.rooms) && a.rooms > 0 ? String(a.rooms) : null],
        ]}
      />
      {has(a.room_notes) ? <Prose text={a.room_notes} /> : null}
    </Section>
  );
}

export function TransfersSection({ q }: { q: QuoteViewData }) {
  const t = q.transfer_details;
  const type = has(q.transfer_type) && q.transfer_type !== 'none' ? q.transfer_type : null;
  if (!type && t?.included !== true) return null;
  return (
    <Section id="transfers" title="Transfers" icon={<Bus {...ICON} />}>
      <Facts
        rows={[
          ['Type', type ? (TRANSFER_LABELS[type] ?? type) : 'Included'],
          ['Pick-up', has(q.pickup_location) ? q.pickup_location : null],
          ['Drop-off', has(q.dropoff_location) ? q.dropoff_location : null],
          [
            'Journey time',
            hasNum(t?.duration_minutes) && t.duration_minutes > 0 ? `About ${t.duration_minutes} minutes` : null,
          ],
        ]}
      />
      {has(q.transfer_additional_info) ? <Prose text={q.transfer_additional_info} /> : null}
      {has(t?.notes) ? <Prose text={t.notes} /> : null}
    </Section>
  );
}

export function CruiseSection({ q }: { q: QuoteViewData }) {
  const c = q.cruise_details;
  if (!c || c.included !== true) return null;
  const ports = (c.ports ?? []).filter(has);
  return (
    <Section id="cruise" title="Cruise" icon={<Ship {...ICON} />}>
      <Facts
        rows={[
          ['Cruise line', has(c.cruise_line) ? c.cruise_line : null],
          ['Ship', has(c.ship_name) ? c.ship_name : null],
          ['Cabin', has(c.cabin_type) ? c.cabin_type : null],
          [
            'Embarks',
            [c.embark_port, has(c.embark_date) ? formatLongDate(c.embark_date) : null].filter(has).join(' · ') || null,
          ],
          [
            'Disembarks',
            [c.disembark_port, has(c.disembark_date) ? formatLongDate(c.disembark_date) : null]
              .filter(has)
              .join(' · ') || null,
          ],
          ['Ports of call', ports.length ? ports.join(' → ') : null],
        ]}
      />
      {has(c.notes) ? <Prose text={c.notes} /> : null}
    </Section>
  );
}

export function CarHireSection({ q }: { q: QuoteViewData }) {
  const c = q.car_hire;
  if (!c || c.included !== true) return null;
  return (
    <Section id="car-hire" title="Car hire" icon={<Car {...ICON} />}>
      <Facts
        rows={[
          ['Company', has(c.company) ? c.company : null],
          ['Car', has(c.car_type) ? c.car_type : null],
          [
            'Pick-up',
            [c.pickup_location, has(c.pickup_date) ? formatLongDate(c.pickup_date) : null].filter(has).join(' · ') ||
              null,
          ],
          [
            'Drop-off',
            [c.dropoff_location, has(c.dropoff_date) ? formatLongDate(c.dropoff_date) : null].filter(has).join(' · ') ||
              null,
          ],
        ]}
      />
      {has(c.notes) ? <Prose text={c.notes} /> : null}
    </Section>
  );
}
