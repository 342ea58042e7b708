import { useQuery } from '@tanstack/react-query';
import { Building2, Check } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { Skeleton } from '~/components/ui/skeleton';
import { useCan } from '~/features/auth/use-can';
import { cn } from '~/lib/cn';
import { listSuppliers, supplierKeys } from './api';

/**
 * "Choose from the supplier directory" for a quote's supplier logo (SPEC 3
 * `supplier_logo_url`): the quote keeps the logo's address, as an upload would.
 * Shown only to roles that see suppliers.
 */
export function SupplierLogoPicker({ value, onPick }: { value: string; onPick: (url: string) => void }) {
  const can = useCan();
  const [open, setOpen] = useState(false);
  if (!can('suppliers.read')) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Building2 aria-hidden /> Choose from the supplier directory
        </Button>
      </DialogTrigger>
      <DialogContent width={560}>
        <DialogHeader>
          <DialogTitle>Choose a supplier logo</DialogTitle>
          <DialogDescription>Suppliers in the directory that have a logo.</DialogDescription>
        </DialogHeader>
        {open ? (
          <LogoChoices
            value={value}
            onPick={(url) => {
              onPick(url);
              setOpen(false);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function LogoChoices({ value, onPick }: { value: string; onPick: (url: string) => void }) {
  const [q, setQ] = useState('');
  const params = { q: q.trim() || undefined, has_logo: 'true' as const, pageSize: 50 };
  const query = useQuery({
    queryKey: supplierKeys.list(params),
    queryFn: ({ signal }) => listSuppliers(params, signal),
  });
  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor="logo-picker-search">Search suppliers</Label>
        <Input id="logo-picker-search" type="search" value={q} onChange={(e) => setQ(e.target.value)} />
      </div>
      {query.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : query.isError ? (
        <p className="text-sm text-danger">Could not load the suppliers: {query.error.message}</p>
      ) : query.data.items.length === 0 ? (
        <p className="text-sm text-muted">No supplier with a logo matches.</p>
      ) : (
        <ul className="grid max-h-80 grid-cols-2 gap-2 overflow-y-auto sm:grid-cols-3" aria-label="Supplier logos">
          {query.data.items.map((s) =>
            s.logo_url ? (
              <li key={s.id}>
                <button
                  type="button"
                  onClick={() => onPick(s.logo_url ?? '')}
                  aria-pressed={value === s.logo_url}
                  className={cn(
                    'relative flex w-full flex-col items-center gap-2 rounded-lg border border-line bg-white p-3 text-xs text-ink hover:border-brand focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none',
                    value === s.logo_url && 'border-brand ring-1 ring-brand',
                  )}
                >
                  <img src={s.logo_url} alt="" className="h-10 max-w-full object-contain" />
                  <span className="line-clamp-2 text-center">{s.name}</span>
                  {value === s.logo_url ? (
                    <Check aria-hidden className="absolute top-1 right-1 size-4 text-brand" />
                  ) : null}
                </button>
              </li>
            ) : null,
          )}
        </ul>
      )}
    </div>
  );
}
