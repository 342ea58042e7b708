import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import {
  BOARD_BASIS_LABELS,
  BOARD_BASES,
  FLIGHT_CLASS_LABELS,
  FLIGHT_CLASSES,
  TRANSFER_TYPE_LABELS,
  TRANSFER_TYPES,
} from '@domain/quotes/schema';
import { Button } from '~/components/ui/button';
import type { BuilderValues } from './form-model';
import { CheckboxField, Grid, NumberField, SelectField, TextAreaField, TextField, useFieldError } from './fields';
import { GalleryInput, SingleImageInput } from './image-inputs';

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((v) => ({ value: v, label: labels[v] }));

export function BasicsFields({ withHero }: { withHero?: boolean }) {
  return (
    <>
      <TextField name="title" label="Quote title" required placeholder="e.g. Seven nights in Crete, all inclusive" />
      <Grid>
        <TextField name="destination" label="Destination" placeholder="e.g. Crete, Greece" />
        <TextField name="departure_date" label="Departure date" type="date" />
      </Grid>
      <Grid>
        <NumberField name="duration_days" label="Duration (nights)" max={365} />
      </Grid>
      {withHero ? <HeroImage /> : null}
    </>
  );
}

function HeroImage() {
  const { watch, setValue } = useFormContext<BuilderValues>();
  return (
    <SingleImageInput
      label="Hero image"
      value={watch('hero_image')}
      error={useFieldError('hero_image')}
      onChange={(url) => setValue('hero_image', url, { shouldDirty: true })}
    />
  );
}

export function HotelFields() {
  const { watch, setValue } = useFormContext<BuilderValues>();
  return (
    <>
      <Grid>
        <TextField name="hotel_name" label="Hotel name" />
        <SelectField
          name="star_rating"
          label="Star rating"
          options={[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: `${n} star${n > 1 ? 's' : ''}` }))}
        />
      </Grid>
      <TextAreaField name="hotel_description" label="Hotel description" rows={4} />
      <HeroImage />
      <GalleryInput
        value={watch('image_urls')}
        onChange={(urls) => setValue('image_urls', urls, { shouldDirty: true })}
      />
    </>
  );
}

export function FlightFields() {
  const { control } = useFormContext<BuilderValues>();
  const internal = useFieldArray({ control, name: 'internal_flights' });
  return (
    <>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-sm font-semibold text-ink">Outbound</legend>
        <Grid cols={4}>
          <TextField name="outbound_departure_airport" label="From airport" placeholder="London Gatwick (LGW)" />
          <TextField name="outbound_arrival_airport" label="To airport" placeholder="Heraklion (HER)" />
          <TextField name="outbound_departure_time" label="Departs" type="time" />
          <TextField name="outbound_arrival_time" label="Arrives" type="time" />
        </Grid>
        <Grid cols={3}>
          <TextField name="flight_departure_date" label="Outbound date" type="date" />
          <TextField name="flight_number_outbound" label="Outbound flight number" />
          <NumberField name="flight_details.outbound_stops" label="Outbound stops" max={9} />
        </Grid>
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-sm font-semibold text-ink">Return</legend>
        <Grid cols={4}>
          <TextField name="return_departure_airport" label="Return from airport" />
          <TextField name="return_arrival_airport" label="Return to airport" />
          <TextField name="return_departure_time" label="Return departs" type="time" />
          <TextField name="return_arrival_time" label="Return arrives" type="time" />
        </Grid>
        <Grid cols={3}>
          <TextField name="flight_return_date" label="Return date" type="date" />
          <TextField name="flight_number_inbound" label="Return flight number" />
          <NumberField name="flight_details.inbound_stops" label="Return stops" max={9} />
        </Grid>
      </fieldset>
      <Grid cols={3}>
        <TextField name="flight_airline" label="Airline" />
        <TextField name="airlines" label="Other airlines" hint="When the legs fly with different airlines." />
        <SelectField name="flight_class" label="Class" options={options(FLIGHT_CLASSES, FLIGHT_CLASS_LABELS)} />
      </Grid>
      <Grid cols={4}>
        <TextField name="departure_airport" label="Departure airport (summary)" />
        <TextField name="destination_airport" label="Destination airport (summary)" />
        <TextField name="hand_luggage" label="Hand luggage" placeholder="10kg" />
        <TextField name="hold_luggage" label="Hold luggage" placeholder="23kg" />
      </Grid>
      <TextAreaField name="flight_details.baggage_notes" label="Baggage notes" rows={2} />
      <TextAreaField name="flight_notes" label="Flight notes" rows={2} />

      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold text-ink">Internal flights</legend>
        {internal.fields.map((f, i) => (
          <div
            key={f.id}
            className="rounded-lg border border-line p-3"
            aria-label={`Internal flight ${i + 1}`}
            role="group"
          >
            <Grid cols={3}>
              <TextField name={`internal_flights.${i}.from`} label="From" />
              <TextField name={`internal_flights.${i}.to`} label="To" />
              <TextField name={`internal_flights.${i}.date`} label="Date" type="date" />
              <TextField name={`internal_flights.${i}.time`} label="Time" type="time" />
              <TextField name={`internal_flights.${i}.airline`} label="Airline" />
              <TextField name={`internal_flights.${i}.flight_number`} label="Flight number" />
            </Grid>
            <Button variant="ghost" size="sm" className="mt-2 text-danger" onClick={() => internal.remove(i)}>
              <Trash2 aria-hidden /> Remove internal flight {i + 1}
            </Button>
          </div>
        ))}
        <div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => internal.append({ from: '', to: '', date: '', time: '', airline: '', flight_number: '' })}
          >
            <Plus aria-hidden /> Add internal flight
          </Button>
        </div>
      </fieldset>
    </>
  );
}

export function AccommodationFields() {
  return (
    <>
      <Grid cols={3}>
        <SelectField name="board_basis" label="Board basis" options={options(BOARD_BASES, BOARD_BASIS_LABELS)} />
        <TextField name="room_type" label="Room type" placeholder="Double with sea view" />
        <NumberField name="accommodation_details.rooms" label="Rooms" max={50} />
      </Grid>
      <Grid>
        <TextField name="accommodation_details.check_in" label="Check-in" type="date" />
        <TextField name="accommodation_details.check_out" label="Check-out" type="date" />
      </Grid>
      <TextAreaField name="accommodation_details.room_notes" label="Room notes" rows={2} />
    </>
  );
}

export function TransferFields() {
  return (
    <>
      <Grid>
        <SelectField name="transfer_type" label="Transfer" options={options(TRANSFER_TYPES, TRANSFER_TYPE_LABELS)} />
        <NumberField name="transfer_details.duration_minutes" label="Journey time (minutes)" max={1440} />
      </Grid>
      <Grid>
        <TextField name="pickup_location" label="Pick-up location" placeholder="Heraklion airport" />
        <TextField name="dropoff_location" label="Drop-off location" placeholder="Hotel" />
      </Grid>
      <TextAreaField name="transfer_additional_info" label="Transfer information" rows={2} />
      <TextAreaField name="transfer_details.notes" label="Transfer notes (internal detail)" rows={2} />
    </>
  );
}

export function CruiseFields() {
  const { watch } = useFormContext<BuilderValues>();
  const on = watch('cruise_details.included');
  return (
    <>
      <CheckboxField name="cruise_details.included" label="This holiday includes a cruise" />
      {on ? (
        <>
          <Grid cols={3}>
            <TextField name="cruise_details.cruise_line" label="Cruise line" />
            <TextField name="cruise_details.ship_name" label="Ship" />
            <TextField name="cruise_details.cabin_type" label="Cabin type" />
          </Grid>
          <Grid cols={4}>
            <TextField name="cruise_details.embark_port" label="Embarkation port" />
            <TextField name="cruise_details.embark_date" label="Embarks" type="date" />
            <TextField name="cruise_details.disembark_port" label="Disembarkation port" />
            <TextField name="cruise_details.disembark_date" label="Disembarks" type="date" />
          </Grid>
          <TextAreaField name="cruise_details.ports" label="Ports of call" hint="One port per line." rows={3} />
          <TextAreaField name="cruise_details.notes" label="Cruise notes" rows={2} />
        </>
      ) : null}
    </>
  );
}

export function CarHireFields() {
  const { watch } = useFormContext<BuilderValues>();
  const on = watch('car_hire.included');
  return (
    <>
      <CheckboxField name="car_hire.included" label="This holiday includes car hire" />
      {on ? (
        <>
          <Grid>
            <TextField name="car_hire.company" label="Car hire company" />
            <TextField name="car_hire.car_type" label="Car type" placeholder="Compact, automatic" />
          </Grid>
          <Grid cols={4}>
            <TextField name="car_hire.pickup_location" label="Car pick-up location" />
            <TextField name="car_hire.pickup_date" label="Pick-up date" type="date" />
            <TextField name="car_hire.dropoff_location" label="Car drop-off location" />
            <TextField name="car_hire.dropoff_date" label="Drop-off date" type="date" />
          </Grid>
          <TextAreaField name="car_hire.notes" label="Car hire notes" rows={2} />
        </>
      ) : null}
    </>
  );
}
