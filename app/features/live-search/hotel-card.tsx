import { MapPin } from 'lucide-react';
import { formatPence } from '@domain/formats';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Skeleton } from '~/components/ui/skeleton';
import { boardLabel } from './boards';
import type { HotelResult } from './live-types';
import { Stars } from './stars';

export function HotelCard({ hotel, nights, onOpen }: { hotel: HotelResult; nights: number; onOpen: () => void }) {
  return (
    <Card className="flex flex-col overflow-hidden sm:flex-row" data-testid="hotel-card">
      <img
        src={hotel.imageUrl}
        alt=""
        loading="lazy"
        width={320}
        height={200}
        className="h-40 w-full bg-slate-100 object-cover sm:h-auto sm:w-56"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg leading-tight font-semibold">{hotel.name}</h3>
          <Stars count={hotel.stars} />
        </div>
        <p className="flex items-center gap-1 text-sm text-muted">
          <MapPin aria-hidden className="size-3.5" /> {hotel.area}
        </p>
        <p className="line-clamp-2 text-sm text-slate-700">{hotel.description}</p>
        <div className="flex flex-wrap gap-1.5">
          {hotel.boards.map((b) => (
            <Badge key={b} variant="secondary">
              {boardLabel(b)}
            </Badge>
          ))}
        </div>
      </div>
      <div className="flex items-center justify-between gap-3 border-t border-line p-4 sm:w-48 sm:flex-col sm:items-end sm:justify-center sm:border-t-0 sm:border-l sm:text-right">
        <div>
          <p className="text-xs text-muted">From</p>
          <p className="text-xl font-semibold text-ink" data-testid="hotel-from-price">
            {formatPence(hotel.fromPrice.amount)}
          </p>
          <p className="text-xs text-muted">
            {nights} night{nights === 1 ? '' : 's'}, all rooms
          </p>
        </div>
        <Button onClick={onOpen} aria-label={`View rooms at ${hotel.name}`}>
          View rooms
        </Button>
      </div>
    </Card>
  );
}

export function HotelCardSkeleton() {
  return (
    <Card className="flex flex-col overflow-hidden sm:flex-row">
      <Skeleton className="aspect-[16/9] w-full rounded-none sm:aspect-auto sm:h-40 sm:w-56" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-1/2" />
      </div>
      <div className="flex flex-col items-end justify-center gap-2 p-5 sm:w-48">
        <Skeleton className="h-6 w-24" />
        <Skeleton className="h-10 w-28" />
      </div>
    </Card>
  );
}
