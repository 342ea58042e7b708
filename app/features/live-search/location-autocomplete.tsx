import { useQuery } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Input } from '~/components/ui/input';
import { Spinner } from '~/components/ui/spinner';
import { findPlaces, liveKeys, type PlacesEndpoint } from './api';
import { cn } from '~/lib/cn';
import type { Place } from './live-types';

export type PlaceValue = { code: string; name: string };

type Props = {
  id: string;
  endpoint: PlacesEndpoint;
  value: PlaceValue | null;
  onChange: (value: PlaceValue | null) => void;
  placeholder?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
};

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = window.setTimeout(() => setV(value), ms);
    return () => window.clearTimeout(t);
  }, [value, ms]);
  return v;
}

/**
 * A combobox (WAI-ARIA 1.2 pattern): type to search, arrows to move, Enter to
 * pick, Escape to close. Only a picked place counts: typed text alone is not a code.
 */
export function LocationAutocomplete({ id, endpoint, value, onChange, placeholder, ...aria }: Props) {
  const listId = useId();
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const q = useDebounced(text.trim(), 200);
  const enabled = open && q.length >= 2 && q !== value?.name;
  const { data, isFetching } = useQuery({
    queryKey: liveKeys.places(endpoint, q),
    queryFn: ({ signal }) => findPlaces(endpoint, q, signal),
    enabled,
    staleTime: 60_000,
  });
  const options = enabled ? (data ?? []) : [];
  const showList = open && enabled && (options.length > 0 || !isFetching);

  useEffect(() => {
    setText(value?.name ?? '');
  }, [value?.name]);

  const pick = (p: Place) => {
    onChange({ code: p.code, name: p.name });
    setText(p.name);
    setOpen(false);
  };

  return (
    <div className="relative">
      <MapPin aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
      <Input
        id={id}
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && options[active] ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder={placeholder}
        className="pl-9"
        value={text}
        {...aria}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
          if (value) onChange(null);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => window.setTimeout(() => setOpen(false), 150)}
        onKeyDown={(e) => {
          if (!showList) return;
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setActive((a) => Math.min(a + 1, options.length - 1));
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setActive((a) => Math.max(a - 1, 0));
          } else if (e.key === 'Enter') {
            const p = options[active];
            if (p) {
              e.preventDefault();
              pick(p);
            }
          } else if (e.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
      {isFetching && enabled ? <Spinner className="absolute top-1/2 right-3 size-4 -translate-y-1/2" /> : null}
      {showList ? (
        <ul
          id={listId}
          role="listbox"
          className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-md border border-line bg-surface p-1 shadow-lg"
        >
          {options.length === 0 ? (
            <li className="px-3 py-2 text-sm text-muted">No places match “{q}”</li>
          ) : (
            options.map((p, i) => (
              <li
                key={p.code}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(p)}
                onMouseEnter={() => setActive(i)}
                className={cn(
                  'flex cursor-pointer items-baseline justify-between gap-3 rounded px-3 py-2 text-sm',
                  i === active && 'bg-brand-soft text-brand',
                )}
              >
                <span className="font-medium">{p.name}</span>
                <span className="shrink-0 text-xs text-muted">
                  {p.country} · {p.code}
                </span>
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
