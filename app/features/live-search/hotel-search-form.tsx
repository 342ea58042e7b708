import { Plus, Search, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { addDays, londonToday } from '@domain/live/dates';
import { HotelSearchSchema } from '@domain/live/schemas';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { NativeSelect } from '~/components/ui/native-select';
import { errorAt, fieldErrors, type FieldErrors } from './field-errors';
import { LocationAutocomplete, type PlaceValue } from './location-autocomplete';
import { hotelQuery, type HotelSearchParams } from './search-params';

const MAX_ROOMS = 5;
const MAX_CHILDREN = 4;

/** A room while being edited: a child's age is null until chosen. */
type DraftRoom = { adults: number; children: number; childAges: (number | null)[] };

export type HotelSearchInitial = {
  destination: PlaceValue | null;
  checkIn: string;
  checkOut: string;
  rooms: DraftRoom[];
};

export function defaultHotelSearch(): HotelSearchInitial {
  const today = londonToday();
  return {
    destination: null,
    checkIn: addDays(today, 14),
    checkOut: addDays(today, 21),
    rooms: [{ adults: 2, children: 0, childAges: [] }],
  };
}

function resize(ages: (number | null)[], n: number): (number | null)[] {
  return Array.from({ length: n }, (_, i) => ages[i] ?? null);
}

/** Destination, dates and rooms (adults, children and their ages); submit puts the search in the URL. */
export function HotelSearchForm({ initial }: { initial: HotelSearchInitial }) {
  const navigate = useNavigate();
  const [destination, setDestination] = useState<PlaceValue | null>(initial.destination);
  const [checkIn, setCheckIn] = useState(initial.checkIn);
  const [checkOut, setCheckOut] = useState(initial.checkOut);
  const [rooms, setRooms] = useState<DraftRoom[]>(initial.rooms);
  const [errors, setErrors] = useState<FieldErrors>({});

  const updateRoom = (i: number, patch: Partial<DraftRoom>) =>
    setRooms((rs) =>
      rs.map((r, j) => {
        if (j !== i) return r;
        const next = { ...r, ...patch };
        return { ...next, childAges: resize(next.childAges, next.children) };
      }),
    );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const candidate = {
      destination: destination?.code ?? '',
      checkIn,
      checkOut,
      // An unchosen age is left out, so the schema's "Enter an age for each child" speaks.
      rooms: rooms.map((r) => ({
        adults: r.adults,
        children: r.children,
        childAges: r.childAges.filter((a): a is number => a !== null),
      })),
    };
    const parsed = HotelSearchSchema.safeParse(candidate);
    if (!parsed.success) {
      const errs = fieldErrors(parsed.error);
      if (!destination && !errs.destination) errs.destination = 'Choose a destination from the list';
      setErrors(errs);
      return;
    }
    setErrors({});
    const search: HotelSearchParams = parsed.data;
    navigate(`/dashboard/live-search/hotel-results?${hotelQuery(search).toString()}`);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Hotel search" className="grid gap-5">
      <FormField label="Destination" id="hotel-destination" error={errorAt(errors, 'destination')} required>
        <LocationAutocomplete
          id="hotel-destination"
          endpoint="/api/live/destinations"
          value={destination}
          onChange={setDestination}
          placeholder="City, island or region"
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Check-in" id="hotel-check-in" error={errorAt(errors, 'checkIn')} required>
          <Input type="date" value={checkIn} min={londonToday()} onChange={(e) => setCheckIn(e.target.value)} />
        </FormField>
        <FormField label="Check-out" id="hotel-check-out" error={errorAt(errors, 'checkOut')} required>
          <Input
            type="date"
            value={checkOut}
            min={checkIn || londonToday()}
            onChange={(e) => setCheckOut(e.target.value)}
          />
        </FormField>
      </div>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium text-ink">Rooms</legend>
        {errorAt(errors, 'rooms') ? <p className="text-sm font-medium text-danger">{errors.rooms}</p> : null}
        {rooms.map((room, i) => (
          <div key={i} className="rounded-lg border border-line bg-canvas/60 p-4" data-testid="room">
            <div className="mb-3 flex items-center justify-between">
              <h3 className="text-sm font-semibold">Room {i + 1}</h3>
              {rooms.length > 1 ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setRooms((rs) => rs.filter((_, j) => j !== i))}
                  aria-label={`Remove room ${i + 1}`}
                >
                  <Trash2 aria-hidden /> Remove
                </Button>
              ) : null}
            </div>
            <div className="grid grid-cols-2 gap-3">
              <FormField label="Adults" id={`room-${i}-adults`} error={errorAt(errors, `rooms.${i}.adults`)}>
                <NativeSelect value={room.adults} onChange={(e) => updateRoom(i, { adults: Number(e.target.value) })}>
                  {[1, 2, 3, 4, 5, 6].map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField label="Children" id={`room-${i}-children`} error={errorAt(errors, `rooms.${i}.children`)}>
                <NativeSelect
                  value={room.children}
                  onChange={(e) => updateRoom(i, { children: Number(e.target.value) })}
                >
                  {Array.from({ length: MAX_CHILDREN + 1 }, (_, n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            </div>
            {room.children > 0 ? (
              <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
                {room.childAges.map((age, c) => (
                  <FormField
                    key={c}
                    label={`Child ${c + 1} age`}
                    id={`room-${i}-child-${c}`}
                    error={
                      age === null
                        ? errorAt(errors, `rooms.${i}.childAges.${c}`, `rooms.${i}.childAges`)
                        : errorAt(errors, `rooms.${i}.childAges.${c}`)
                    }
                  >
                    <NativeSelect
                      value={age === null ? '' : age}
                      onChange={(e) =>
                        updateRoom(i, {
                          childAges: room.childAges.map((a, k) =>
                            k === c ? (e.target.value === '' ? null : Number(e.target.value)) : a,
                          ),
                        })
                      }
                    >
                      <option value="">Age</option>
                      {Array.from({ length: 18 }, (_, n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </NativeSelect>
                  </FormField>
                ))}
              </div>
            ) : null}
          </div>
        ))}
        {rooms.length < MAX_ROOMS ? (
          <Button
            variant="outline"
            className="justify-self-start"
            onClick={() => setRooms((rs) => [...rs, { adults: 2, children: 0, childAges: [] }])}
          >
            <Plus aria-hidden /> Add room
          </Button>
        ) : null}
      </fieldset>

      <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-end">
        <Search aria-hidden /> Search hotels
      </Button>
    </form>
  );
}
