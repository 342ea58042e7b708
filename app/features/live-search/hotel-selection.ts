import type { HotelDetailResponse } from './live-types';

/** optionId -> quantity chosen (0 or absent: not chosen). */
export type ExtraQuantities = Record<string, number>;

export type ExtraSelection = { extraId: string; options: { optionId: string; quantity: number }[] };

/** The chosen board's price, or null when the room or board is not in the detail. */
export function boardPrice(detail: HotelDetailResponse, roomId: string | null, boardId: string | null): number | null {
  const board = detail.rooms.find((r) => r.roomId === roomId)?.boards.find((b) => b.boardId === boardId);
  return board ? board.price.amount : null;
}

/** Sum of option price x quantity over every extra, in pence. Quantities beyond maxQuantity are capped. */
export function extrasTotal(detail: HotelDetailResponse, quantities: ExtraQuantities): number {
  let total = 0;
  for (const extra of detail.extras) {
    for (const o of extra.options) {
      const q = Math.min(Math.max(0, quantities[o.optionId] ?? 0), o.maxQuantity);
      total += o.price.amount * q;
    }
  }
  return total;
}

/** The running total shown beside "Add to basket" (the server prices it again). */
export function selectionTotal(
  detail: HotelDetailResponse,
  roomId: string | null,
  boardId: string | null,
  quantities: ExtraQuantities,
): number | null {
  const base = boardPrice(detail, roomId, boardId);
  return base === null ? null : base + extrasTotal(detail, quantities);
}

/** The API's extras body: only options with a quantity, grouped by extra. */
export function extrasSelection(detail: HotelDetailResponse, quantities: ExtraQuantities): ExtraSelection[] {
  return detail.extras
    .map((extra) => ({
      extraId: extra.extraId,
      options: extra.options
        .map((o) => ({ optionId: o.optionId, quantity: Math.min(quantities[o.optionId] ?? 0, o.maxQuantity) }))
        .filter((o) => o.quantity > 0),
    }))
    .filter((e) => e.options.length > 0);
}
