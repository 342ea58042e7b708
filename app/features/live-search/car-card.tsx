import { Briefcase, DoorOpen, Snowflake, Users } from 'lucide-react';
import { formatPence } from '@domain/formats';
import { Badge } from '~/components/ui/badge';
import { Card } from '~/components/ui/card';
import { Skeleton } from '~/components/ui/skeleton';
import { categoryLabel } from './boards';
import type { CarResult } from './live-types';

/** A car's picture, specification and price; `action` is the card's button (Select, or nothing). */
export function CarSummary({ car, days, action }: { car: CarResult; days?: number; action?: React.ReactNode }) {
  return (
    <Card className="flex flex-col overflow-hidden sm:flex-row" data-testid="car-card">
      <img
        src={car.imageUrl}
        alt=""
        loading="lazy"
        width={240}
        height={150}
        className="aspect-[16/10] w-full bg-slate-50 object-contain p-2 sm:w-52"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg leading-tight font-semibold">{car.vehicle_name}</h3>
          <Badge variant="secondary">{categoryLabel(car.vehicle_category)}</Badge>
        </div>
        <p className="text-sm text-muted">
          {car.supplier} · {car.transmission === 'automatic' ? 'Automatic' : 'Manual'}
        </p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-label="Specification">
          <li className="flex items-center gap-1">
            <Users aria-hidden className="size-4 text-muted" /> {car.seats} seats
          </li>
          <li className="flex items-center gap-1">
            <DoorOpen aria-hidden className="size-4 text-muted" /> {car.doors} doors
          </li>
          <li className="flex items-center gap-1">
            <Briefcase aria-hidden className="size-4 text-muted" /> {car.bags} {car.bags === 1 ? 'bag' : 'bags'}
          </li>
          {car.airCon ? (
            <li className="flex items-center gap-1">
              <Snowflake aria-hidden className="size-4 text-muted" /> Air conditioning
            </li>
          ) : null}
        </ul>
        {car.features.length ? (
          <div className="flex flex-wrap gap-1.5">
            {car.features.map((f) => (
              <Badge key={f} variant="outline">
                {f}
              </Badge>
            ))}
          </div>
        ) : null}
      </div>
      <div className="flex items-center justify-between gap-3 border-t border-line p-4 sm:w-52 sm:flex-col sm:items-end sm:justify-center sm:border-t-0 sm:border-l sm:text-right">
        <div>
          <p className="text-xl font-semibold" data-testid="car-price">
            {formatPence(car.price.amount)}
          </p>
          {days ? (
            <p className="text-xs text-muted">
              {days} day{days === 1 ? '' : 's'}
            </p>
          ) : null}
          {car.youngDriverFee ? (
            <p className="mt-1 text-xs font-medium text-amber-800">
              Includes young driver fee {formatPence(car.youngDriverFee.amount)}
            </p>
          ) : null}
        </div>
        {action}
      </div>
    </Card>
  );
}

export function CarCardSkeleton() {
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row">
      <Skeleton className="h-28 w-full sm:w-44" />
      <div className="flex flex-1 flex-col gap-3">
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-2/3" />
      </div>
      <Skeleton className="h-10 w-28 self-center" />
    </Card>
  );
}
