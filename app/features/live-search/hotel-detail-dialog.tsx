import { useQuery } from '@tanstack/react-query';
import { Check, MapPin, ShoppingBasket } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { optionLimit } from '@domain/live/extras';
import type { PerPerson } from '@domain/live/types';
import { formatPence } from '@domain/formats';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { Skeleton } from '~/components/ui/skeleton';
import { Spinner } from '~/components/ui/spinner';
import { useBasket } from '~/features/basket/basket-context';
import { ApiError } from '~/lib/api';
import { getHotel, liveKeys } from './api';
import { cn } from '~/lib/cn';
import { cheapestChoice, extrasSelection, optionKey, selectionTotal, type ExtraQuantities } from './hotel-selection';
import { QuantityStepper } from './quantity-stepper';
import { encodeRooms, type HotelSearchParams } from './search-params';
import { Stars } from './stars';

type Props = { hotelId: string | null; search: HotelSearchParams; onClose: () => void };

/** A hotel's rooms, boards and extras; choosing a board and extras and adding it opens the basket. */
export function HotelDetailDialog({ hotelId, search, onClose }: Props) {
  return (
    <Dialog open={hotelId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        width={820}
        aria-describedby={undefined}
        className="p-0 sm:p-0"
        // The detail moves focus itself: to the chosen room once it has loaded (not the first control).
        onOpenAutoFocus={(e) => e.preventDefault()}
      >
        {hotelId ? <HotelDetail key={hotelId} hotelId={hotelId} search={search} onAdded={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function HotelDetail({
  hotelId,
  search,
  onAdded,
}: {
  hotelId: string;
  search: HotelSearchParams;
  onAdded: () => void;
}) {
  const { addItem } = useBasket();
  const q = new URLSearchParams({
    checkIn: search.checkIn,
    checkOut: search.checkOut,
    rooms: encodeRooms(search.rooms),
  });
  const { data, error, isPending, refetch } = useQuery({
    queryKey: liveKeys.hotel(hotelId, q.toString()),
    queryFn: ({ signal }) => getHotel(hotelId, q.toString(), signal),
  });
  const [picked, setChoice] = useState<{ roomId: string; boardId: string } | null>(null);
  // Until the agent picks, the room and board the results priced ("From £...") are chosen.
  const choice = picked ?? (data ? cheapestChoice(data) : null);
  const [quantities, setQuantities] = useState<ExtraQuantities>({});
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const waiting = useRef<HTMLDivElement>(null);
  const chosenRoom = useRef<HTMLDivElement>(null);
  const chosenRadio = useRef<HTMLInputElement>(null);
  const placed = useRef(false);

  // The dialog opens on the chosen room, with focus on its board: never scrolled down to the extras.
  useEffect(() => {
    if (!data) {
      waiting.current?.focus({ preventScroll: true });
      return;
    }
    if (placed.current) return;
    placed.current = true;
    chosenRadio.current?.focus({ preventScroll: true });
    chosenRoom.current?.scrollIntoView({ block: 'nearest' });
  }, [data, error]);

  if (isPending) {
    return (
      <div ref={waiting} tabIndex={-1} className="grid gap-4 p-6 focus:outline-none" aria-busy="true">
        <DialogTitle className="sr-only">Loading hotel</DialogTitle>
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (error) {
    return (
      <div ref={waiting} tabIndex={-1} className="grid gap-4 p-6 focus:outline-none">
        <DialogTitle>Hotel unavailable</DialogTitle>
        <Alert variant="destructive">
          {error instanceof ApiError ? error.message : 'The hotel could not be loaded.'}
        </Alert>
        <Button variant="outline" onClick={() => void refetch()} className="justify-self-start">
          Try again
        </Button>
      </div>
    );
  }

  const { hotel, rooms, extras } = data;
  const total = selectionTotal(data, choice?.roomId ?? null, choice?.boardId ?? null, quantities, search.rooms);

  const add = async () => {
    if (!choice) return;
    setAdding(true);
    setAddError(null);
    try {
      await addItem({
        type: 'accommodation',
        hotelId,
        roomId: choice.roomId,
        boardId: choice.boardId,
        extras: extrasSelection(data, quantities, search.rooms),
        searchParams: search,
      });
      onAdded();
    } catch (e) {
      setAddError(e instanceof ApiError ? e.message : 'The hotel could not be added. Please try again.');
    } finally {
      setAdding(false);
    }
  };

  return (
    <div className="flex max-h-[calc(100dvh-1.5rem)] flex-col">
      <div className="overflow-y-auto">
        {hotel.imageUrls[0] ? (
          <img src={hotel.imageUrls[0]} alt="" className="h-44 w-full bg-slate-100 object-cover sm:h-56" />
        ) : null}
        <div className="grid gap-6 p-5 sm:p-6">
          <DialogHeader>
            <div className="flex flex-wrap items-center gap-2">
              <DialogTitle>{hotel.name}</DialogTitle>
              <Stars count={hotel.stars} />
            </div>
            <DialogDescription className="flex items-center gap-1">
              <MapPin aria-hidden className="size-3.5" /> {hotel.area}
            </DialogDescription>
          </DialogHeader>
          <p className="text-sm leading-relaxed text-slate-700">{hotel.description}</p>
          {hotel.facilities.length ? (
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted" aria-label="Facilities">
              {hotel.facilities.map((f) => (
                <li key={f} className="flex items-center gap-1">
                  <Check aria-hidden className="size-3.5 text-success" /> {f}
                </li>
              ))}
            </ul>
          ) : null}

          <section aria-labelledby="rooms-heading" className="grid gap-3">
            <h3 id="rooms-heading" className="text-base font-semibold">
              Rooms and boards
            </h3>
            <div role="radiogroup" aria-labelledby="rooms-heading" className="grid gap-3">
              {rooms.map((room) => (
                <div
                  key={room.roomId}
                  ref={choice?.roomId === room.roomId ? chosenRoom : undefined}
                  className="scroll-mt-4 rounded-lg border border-line p-3 sm:p-4"
                  data-testid="hotel-room"
                >
                  <p className="font-medium">{room.description}</p>
                  <p className="mb-2 text-xs text-muted">Sleeps up to {room.maxOccupancy}</p>
                  <div className="grid gap-2">
                    {room.boards.map((board) => {
                      const selected = choice?.roomId === room.roomId && choice.boardId === board.boardId;
                      return (
                        <label
                          key={board.boardId}
                          className={cn(
                            'flex cursor-pointer items-center justify-between gap-3 rounded-md border px-3 py-2 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand',
                            selected ? 'border-brand bg-brand-soft' : 'border-line hover:bg-slate-50',
                          )}
                        >
                          <span className="flex items-center gap-2">
                            <input
                              type="radio"
                              name="room-board"
                              className="accent-[var(--color-brand)]"
                              checked={selected}
                              ref={selected ? chosenRadio : undefined}
                              onChange={() => setChoice({ roomId: room.roomId, boardId: board.boardId })}
                            />
                            {board.description}
                          </span>
                          <span className="font-semibold tabular-nums">{formatPence(board.price.amount)}</span>
                        </label>
                      );
                    })}
                  </div>
                </div>
              ))}
            </div>
          </section>

          {extras.length ? (
            <section aria-labelledby="extras-heading" className="grid gap-3">
              <h3 id="extras-heading" className="text-base font-semibold">
                Extras
              </h3>
              {extras.map((extra) => (
                <div key={extra.extraId} className="rounded-lg border border-line p-3 sm:p-4" data-testid="hotel-extra">
                  <p className="font-medium">{extra.title}</p>
                  {extra.description ? <p className="mb-2 text-xs text-muted">{extra.description}</p> : null}
                  <ul className="grid gap-2">
                    {extra.options.map((o) => {
                      const key = optionKey(extra.extraId, o.optionId);
                      const max = optionLimit(o, search.rooms);
                      return (
                        <li key={key} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                          <span>
                            {o.title} <span className="text-muted">· {formatPence(o.price.amount)} each</span>
                            {o.perPerson ? (
                              <span className="block text-xs text-muted" data-testid="per-person-hint">
                                {perPersonHint(o.perPerson, max)}
                              </span>
                            ) : null}
                          </span>
                          <QuantityStepper
                            label={`${extra.title}: ${o.title}`}
                            value={Math.min(quantities[key] ?? 0, max)}
                            max={max}
                            onChange={(n) => setQuantities((qs) => ({ ...qs, [key]: n }))}
                          />
                        </li>
                      );
                    })}
                  </ul>
                </div>
              ))}
            </section>
          ) : null}
        </div>
      </div>
      <div className="flex flex-col gap-3 border-t border-line bg-surface p-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        {addError ? <p className="text-sm font-medium text-danger sm:order-last">{addError}</p> : null}
        <div>
          <p className="text-xs text-muted">Total for your stay</p>
          <p className="text-xl font-semibold tabular-nums" data-testid="hotel-running-total">
            {total === null ? 'Choose a room and board' : formatPence(total)}
          </p>
        </div>
        <Button size="lg" disabled={!choice || adding} onClick={() => void add()}>
          {adding ? <Spinner className="text-current" /> : <ShoppingBasket aria-hidden />} Add to basket
        </Button>
      </div>
    </div>
  );
}

/** One each for who travels: '2 adults travel', 'no children aged 11 or under travel'. */
function perPersonHint(kind: PerPerson, max: number): string {
  if (kind === 'adult') return `One per adult: ${max} on this search`;
  if (kind === 'child')
    return max === 0 ? 'No children aged 11 or under on this search' : `One per child: ${max} on this search`;
  return `One per traveller: ${max} on this search`;
}
