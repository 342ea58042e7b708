import { useQuery } from '@tanstack/react-query';
import { Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from '~/components/ui/input';
import { Spinner } from '~/components/ui/spinner';

export type PickOption = { id: string; label: string };

/**
 * A chosen record (a quote, a passenger, an agent) picked by searching: the
 * choice with a Change button, or a search box whose matches are buttons.
 * Typing pauses before each search.
 */
export function SearchPick({
  id,
  value,
  onChange,
  queryKey,
  search,
  placeholder,
  invalid,
  describedBy,
}: {
  id: string;
  value: PickOption | null;
  onChange: (option: PickOption | null) => void;
  queryKey: (q: string) => readonly unknown[];
  search: (q: string, signal: AbortSignal) => Promise<PickOption[]>;
  placeholder: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const t = window.setTimeout(() => setQ(text.trim()), 250);
    return () => window.clearTimeout(t);
  }, [text]);
  const found = useQuery({
    queryKey: queryKey(q),
    queryFn: ({ signal }) => search(q, signal),
    enabled: value === null,
  });

  if (value) {
    return (
      <div className="flex items-center justify-between gap-2 rounded-lg border border-line bg-slate-50 px-3 py-2 text-sm">
        <span className="min-w-0 truncate font-medium text-ink">{value.label}</span>
        <button
          type="button"
          onClick={() => onChange(null)}
          className="inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1 text-brand hover:bg-brand-soft focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
        >
          <X aria-hidden className="size-4" /> Change
        </button>
      </div>
    );
  }
  return (
    <div className="grid gap-2">
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        />
        <Input
          id={id}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={placeholder}
          className="pl-9"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          autoComplete="off"
        />
      </div>
      <div aria-live="polite" className="max-h-44 overflow-y-auto rounded-lg border border-line">
        {found.isPending ? (
          <p className="flex items-center gap-2 p-3 text-sm text-muted">
            <Spinner /> Searching…
          </p>
        ) : found.isError ? (
          <p className="p-3 text-sm text-danger">Could not search: {found.error.message}</p>
        ) : found.data.length === 0 ? (
          <p className="p-3 text-sm text-muted">Nothing matches “{q}”.</p>
        ) : (
          <ul aria-label="Matches">
            {found.data.map((o) => (
              <li key={o.id}>
                <button
                  type="button"
                  onClick={() => onChange(o)}
                  className="w-full px-3 py-2 text-left text-sm hover:bg-brand-soft focus-visible:bg-brand-soft focus-visible:outline-none"
                >
                  {o.label}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
