/**
 * Prices a chosen room, board and extras from a supplier's hotel detail. The
 * basket, checkout and the sandbox's own booking all use it, so a price is
 * always the supplier's, never one a client sent.
 */
import type { SelectedExtra } from '@domain/basket';
import type { HotelBoard, HotelDetailResponse, HotelRoom } from '@domain/live/types';

export type ExtraChoice = { extraId: string; options: { optionId: string; quantity: number }[] };

export type PricedSelection = {
  room: HotelRoom;
  board: HotelBoard;
  selectedExtras: SelectedExtra[];
  /** Room and board for the whole stay plus the extras, in pence. */
  amount: number;
};

/** The priced selection, or the fields that are wrong (named as in the request body). */
export function priceSelection(
  detail: HotelDetailResponse,
  roomId: string,
  boardId: string,
  extras: readonly ExtraChoice[],
): { ok: true; value: PricedSelection } | { ok: false; fields: Record<string, string> } {
  const room = detail.rooms.find((r) => r.roomId === roomId);
  if (!room) return { ok: false, fields: { roomId: 'This room is not available for your search' } };
  const board = room.boards.find((b) => b.boardId === boardId);
  if (!board) return { ok: false, fields: { boardId: 'This board is not available for the room' } };
  const selectedExtras: SelectedExtra[] = [];
  for (const [i, choice] of extras.entries()) {
    const extra = detail.extras.find((e) => e.extraId === choice.extraId);
    if (!extra) return { ok: false, fields: { [`extras.${i}.extraId`]: 'This extra is not offered by the hotel' } };
    const selectedOptions: SelectedExtra['selectedOptions'] = [];
    for (const [j, o] of choice.options.entries()) {
      const option = extra.options.find((x) => x.optionId === o.optionId);
      if (!option)
        return { ok: false, fields: { [`extras.${i}.options.${j}.optionId`]: 'This option is not offered' } };
      if (!Number.isInteger(o.quantity) || o.quantity < 1 || o.quantity > option.maxQuantity) {
        return { ok: false, fields: { [`extras.${i}.options.${j}.quantity`]: `Choose 1 to ${option.maxQuantity}` } };
      }
      selectedOptions.push({
        optionId: option.optionId,
        optionTitle: option.title,
        quantity: o.quantity,
        price: { amount: option.price.amount * o.quantity, currency: 'GBP' },
      });
    }
    if (selectedOptions.length === 0) continue;
    const total = selectedOptions.reduce((s, o) => s + o.price.amount, 0);
    selectedExtras.push({
      extraId: extra.extraId,
      extraTitle: extra.title,
      totalPrice: { amount: total, currency: 'GBP' },
      selectedOptions,
    });
  }
  const amount = board.price.amount + selectedExtras.reduce((s, e) => s + e.totalPrice.amount, 0);
  return { ok: true, value: { room, board, selectedExtras, amount } };
}
