import { useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { moneyErrorMessage, parsePounds, penceToPoundsInput } from '~/features/quotes/money';
import { boardLabel } from './boards';
import type { HotelSearchResponse } from './live-types';
import type { HotelFilters } from './search-params';

type Props = {
  filters: HotelFilters;
  facets: HotelSearchResponse['facets'] | undefined;
  onChange: (patch: Partial<HotelFilters>) => void;
};

function toggle<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

/** Price range (in pounds, sent in pence), stars and boards, with how many hotels each would show. */
export function HotelFiltersPanel({ filters, facets, onChange }: Props) {
  const [min, setMin] = useState(penceToPoundsInput(filters.minPrice));
  const [max, setMax] = useState(penceToPoundsInput(filters.maxPrice));
  const [errors, setErrors] = useState<{ min?: string; max?: string }>({});

  const applyPrice = (e: FormEvent) => {
    e.preventDefault();
    const a = parsePounds(min);
    const b = parsePounds(max);
    const next: { min?: string; max?: string } = {};
    if (!a.ok) next.min = moneyErrorMessage('Minimum price', a.reason);
    if (!b.ok) next.max = moneyErrorMessage('Maximum price', b.reason);
    if (a.ok && b.ok && a.pence !== null && b.pence !== null && b.pence < a.pence)
      next.max = 'Maximum price must be at least the minimum price';
    setErrors(next);
    if (a.ok && b.ok && !next.max) onChange({ minPrice: a.pence, maxPrice: b.pence, page: 1 });
  };

  const starOptions = [5, 4, 3, 2, 1].filter(
    (s) => !facets || (facets.stars[String(s)] ?? 0) > 0 || filters.stars.includes(s),
  );
  const boardOptions = Object.keys(facets?.boards ?? {}).concat(
    filters.boards.filter((b) => !(b in (facets?.boards ?? {}))),
  );

  return (
    <div className="space-y-6">
      <form onSubmit={applyPrice} noValidate aria-label="Price range" className="space-y-3">
        <h3 className="text-sm font-semibold">Total price (£)</h3>
        <div className="grid grid-cols-2 gap-2">
          <FormField label="Min" id="filter-min-price" error={errors.min}>
            <Input
              inputMode="decimal"
              value={min}
              onChange={(e) => setMin(e.target.value)}
              placeholder={facets ? penceToPoundsInput(facets.priceMin).split('.')[0] : ''}
            />
          </FormField>
          <FormField label="Max" id="filter-max-price" error={errors.max}>
            <Input
              inputMode="decimal"
              value={max}
              onChange={(e) => setMax(e.target.value)}
              placeholder={facets ? penceToPoundsInput(facets.priceMax).split('.')[0] : ''}
            />
          </FormField>
        </div>
        <Button type="submit" variant="outline" size="sm" className="w-full">
          Apply price
        </Button>
      </form>

      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-semibold">Star rating</legend>
        {starOptions.map((s) => (
          <div key={s} className="flex items-center gap-2">
            <Checkbox
              id={`filter-stars-${s}`}
              checked={filters.stars.includes(s)}
              onCheckedChange={() => onChange({ stars: toggle(filters.stars, s), page: 1 })}
            />
            <Label htmlFor={`filter-stars-${s}`} className="flex-1 font-normal">
              {s} star{s === 1 ? '' : 's'}
            </Label>
            {facets ? <span className="text-xs text-muted">{facets.stars[String(s)] ?? 0}</span> : null}
          </div>
        ))}
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-semibold">Board</legend>
        {boardOptions.map((b) => (
          <div key={b} className="flex items-center gap-2">
            <Checkbox
              id={`filter-board-${b}`}
              checked={filters.boards.includes(b)}
              onCheckedChange={() => onChange({ boards: toggle(filters.boards, b), page: 1 })}
            />
            <Label htmlFor={`filter-board-${b}`} className="flex-1 font-normal">
              {boardLabel(b)}
            </Label>
            {facets ? <span className="text-xs text-muted">{facets.boards[b] ?? 0}</span> : null}
          </div>
        ))}
      </fieldset>

      {filters.stars.length || filters.boards.length || filters.minPrice !== null || filters.maxPrice !== null ? (
        <Button
          variant="ghost"
          size="sm"
          className="w-full"
          onClick={() => {
            setMin('');
            setMax('');
            onChange({ stars: [], boards: [], minPrice: null, maxPrice: null, page: 1 });
          }}
        >
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
