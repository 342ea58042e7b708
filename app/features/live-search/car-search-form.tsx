import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { addDays, londonToday } from '@domain/live/dates';
import { CarSearchSchema } from '@domain/live/schemas';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { errorAt, fieldErrors, type FieldErrors } from './field-errors';
import { LocationAutocomplete, type PlaceValue } from './location-autocomplete';
import { carQuery } from './search-params';

export type CarSearchInitial = {
  pickupLocation: PlaceValue | null;
  driverAge: string;
  pickupDate: string;
  returnDate: string;
};

export function defaultCarSearch(): CarSearchInitial {
  const today = londonToday();
  return {
    pickupLocation: null,
    driverAge: '30',
    pickupDate: `${addDays(today, 14)}T10:00`,
    returnDate: `${addDays(today, 21)}T10:00`,
  };
}

/** Pick-up place, driver age, pick-up and return date and time; submit puts the search in the URL. */
export function CarSearchForm({ initial }: { initial: CarSearchInitial }) {
  const navigate = useNavigate();
  const [location, setLocation] = useState<PlaceValue | null>(initial.pickupLocation);
  const [driverAge, setDriverAge] = useState(initial.driverAge);
  const [pickupDate, setPickupDate] = useState(initial.pickupDate);
  const [returnDate, setReturnDate] = useState(initial.returnDate);
  const [errors, setErrors] = useState<FieldErrors>({});

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = CarSearchSchema.safeParse({
      pickupLocation: location?.code ?? '',
      driverAge: driverAge.trim() === '' ? undefined : Number(driverAge),
      pickupDate,
      returnDate,
    });
    if (!parsed.success) {
      const errs = fieldErrors(parsed.error);
      if (!location && !errs.pickupLocation) errs.pickupLocation = 'Choose a pick-up location from the list';
      setErrors(errs);
      return;
    }
    setErrors({});
    navigate(`/dashboard/live-search/results?${carQuery(parsed.data).toString()}`);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Car search" className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <FormField label="Pick-up location" id="car-location" error={errorAt(errors, 'pickupLocation')} required>
          <LocationAutocomplete
            id="car-location"
            endpoint="/api/live/car-locations"
            value={location}
            onChange={setLocation}
            placeholder="Airport or city"
          />
        </FormField>
        <FormField label="Driver age" id="car-driver-age" error={errorAt(errors, 'driverAge')} required>
          <Input
            type="number"
            inputMode="numeric"
            min={18}
            max={99}
            value={driverAge}
            onChange={(e) => setDriverAge(e.target.value)}
          />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Pick-up date and time" id="car-pickup" error={errorAt(errors, 'pickupDate')} required>
          <Input type="datetime-local" value={pickupDate} onChange={(e) => setPickupDate(e.target.value)} />
        </FormField>
        <FormField label="Return date and time" id="car-return" error={errorAt(errors, 'returnDate')} required>
          <Input
            type="datetime-local"
            value={returnDate}
            min={pickupDate}
            onChange={(e) => setReturnDate(e.target.value)}
          />
        </FormField>
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-end">
        <Search aria-hidden /> Search cars
      </Button>
    </form>
  );
}
