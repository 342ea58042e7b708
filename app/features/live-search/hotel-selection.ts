import { optionLimit } from '@domain/live/extras';
import type { Room } from '@domain/live/schemas';
import type { HotelDetailResponse } from './live-types';

/** optionKey(extra, option) -> quantity chosen (0 or absent: not chosen). */
export type ExtraQuantities = Record<string, number>;

export type ExtraSelection = { extraId: string; options: { optionId: string; quantity: number }[] };

/** Option ids repeat across extras ('adult' lounge pass, 'adult' excursion ticket): key them by both. */
export function optionKey(extraId: string, optionId: string): string {
  return `${extraId}/${optionId}`;
}

/** The chosen board's price, or null when the room or board is not in the detail. */
export function boardPrice(detail: HotelDetailResponse, roomId: string | null, boardId: string | null): number | null {
  const board = detail.rooms.find((r) => r.roomId === roomId)?.boards.find((b) => b.boardId === boardId);
  return board ? board.price.amount : null;
}

/** The room and board the results' "From" price is for: the cheapest, first listed on a tie. */
export function cheapestChoice(detail: HotelDetailResponse): { roomId: string; boardId: string } | null {
  let best: { roomId: string; boardId: string; amount: number } | null = null;
  for (const room of detail.rooms) {
    for (const board of room.boards) {
      if (!best || board.price.amount < best.amount)
        best = { roomId: room.roomId, boardId: board.boardId, amount: board.price.amount };
    }
  }
  return best ? { roomId: best.roomId, boardId: best.boardId } : null;
}

/** Each option's quantity within 0..its limit (per-person options: one each for the party). */
function chosen(detail: HotelDetailResponse, quantities: ExtraQuantities, rooms: readonly Room[]) {
  return detail.extras.map((extra) => ({
    extra,
    options: extra.options.map((o) => ({
      option: o,
      quantity: Math.min(Math.max(0, quantities[optionKey(extra.extraId, o.optionId)] ?? 0), optionLimit(o, rooms)),
    })),
  }));
}

/** Sum of option price x quantity over every extra, in pence. */
export function extrasTotal(detail: HotelDetailResponse, quantities: ExtraQuantities, rooms: readonly Room[]): number {
  let total = 0;
  for (const { options } of chosen(detail, quantities, rooms)) {
    for (const { option, quantity } of options) total += option.price.amount * quantity;
  }
  return total;
}

/** The running total shown beside "Add to basket" (the server prices it again). */
export function selectionTotal(
  detail: HotelDetailResponse,
  roomId: string | null,
  boardId: string | null,
  quantities: ExtraQuantities,
  rooms: readonly Room[],
): number | null {
  const base = boardPrice(detail, roomId, boardId);
  return base === null ? null : base + extrasTotal(detail, quantities, rooms);
}

/** The API's extras body: only options with a quantity, grouped by extra. */
export function extrasSelection(
  detail: HotelDetailResponse,
  quantities: ExtraQuantities,
  rooms: readonly Room[],
): ExtraSelection[] {
  return chosen(detail, quantities, rooms)
    .map(({ extra, options }) => ({
      extraId: extra.extraId,
      options: options
        .filter((o) => o.quantity > 0)
        .map(({ option, quantity }) => ({ optionId: option.optionId, quantity })),
    }))
    .filter((e) => e.options.length > 0);
}
