import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { emptyActivity, emptyDay, type BuilderValues } from './form-model';
import { Grid, TextAreaField, TextField, useFieldError } from './fields';
import { SingleImageInput } from './image-inputs';

function DayImage({ index }: { index: number }) {
  const { control, setValue } = useFormContext<BuilderValues>();
  const value = useWatch({ control, name: `itinerary_details.days.${index}.image_url` });
  return (
    <SingleImageInput
      label={`Day ${index + 1} image`}
      purpose="itinerary-image"
      value={value}
      error={useFieldError(`itinerary_details.days.${index}.image_url`)}
      onChange={(url) => setValue(`itinerary_details.days.${index}.image_url`, url, { shouldDirty: true })}
    />
  );
}

function Activities({ day }: { day: number }) {
  const { control } = useFormContext<BuilderValues>();
  const acts = useFieldArray({ control, name: `itinerary_details.days.${day}.activities` });
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold text-ink">Activities</legend>
      {acts.fields.map((f, i) => (
        <div
          key={f.id}
          role="group"
          aria-label={`Day ${day + 1} activity ${i + 1}`}
          className="rounded-lg bg-slate-50 p-3"
        >
          <div className="grid gap-3 sm:grid-cols-[8rem_1fr_1fr]">
            <TextField
              name={`itinerary_details.days.${day}.activities.${i}.time`}
              label="Time (optional)"
              type="time"
            />
            <TextField name={`itinerary_details.days.${day}.activities.${i}.title`} label="Activity" />
            <TextField name={`itinerary_details.days.${day}.activities.${i}.place`} label="Place" />
          </div>
          <TextAreaField
            name={`itinerary_details.days.${day}.activities.${i}.description`}
            label="Details"
            rows={2}
            className="mt-3"
          />
          <Button variant="ghost" size="sm" className="mt-1 text-danger" onClick={() => acts.remove(i)}>
            <Trash2 aria-hidden /> Remove activity {i + 1}
          </Button>
        </div>
      ))}
      <div>
        <Button variant="outline" size="sm" onClick={() => acts.append(emptyActivity())}>
          <Plus aria-hidden /> Add activity to day {day + 1}
        </Button>
      </div>
    </fieldset>
  );
}

/** The day-by-day plan: add, remove and reorder days; each with its activities. */
export function ItineraryFields() {
  const { control } = useFormContext<BuilderValues>();
  const days = useFieldArray({ control, name: 'itinerary_details.days' });
  return (
    <>
      {days.fields.length === 0 ? (
        <p className="text-sm text-muted">
          Add the first day of the trip. Times are optional: leave them empty when a plan has none.
        </p>
      ) : null}
      <ol className="grid gap-4">
        {days.fields.map((f, i) => (
          <li key={f.id} className="rounded-xl border border-line p-4" aria-label={`Day ${i + 1}`}>
            <div className="mb-3 flex items-center justify-between gap-2">
              <h3 className="text-base font-semibold text-ink">Day {i + 1}</h3>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => days.move(i, i - 1)}
                  disabled={i === 0}
                  aria-label={`Move day ${i + 1} up`}
                >
                  <ArrowUp aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => days.move(i, i + 1)}
                  disabled={i === days.fields.length - 1}
                  aria-label={`Move day ${i + 1} down`}
                >
                  <ArrowDown aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="text-danger"
                  onClick={() => days.remove(i)}
                  aria-label={`Remove day ${i + 1}`}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
            </div>
            <div className="grid gap-4">
              <Grid cols={3}>
                <TextField name={`itinerary_details.days.${i}.date`} label="Date" type="date" />
                <TextField name={`itinerary_details.days.${i}.title`} label="Day title" placeholder="Arrival in Rome" />
                <TextField name={`itinerary_details.days.${i}.location`} label="Location" />
              </Grid>
              <TextAreaField name={`itinerary_details.days.${i}.description`} label="Description" rows={3} />
              <DayImage index={i} />
              <Activities day={i} />
            </div>
          </li>
        ))}
      </ol>
      <div>
        <Button variant="outline" onClick={() => days.append(emptyDay())}>
          <Plus aria-hidden /> Add day
        </Button>
      </div>
    </>
  );
}
