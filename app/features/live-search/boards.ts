import { BOARD_DESCRIPTIONS } from '@domain/live/schemas';

/** A board code as a UK traveller reads it ('BB' -> 'Bed & Breakfast'). */
export function boardLabel(code: string): string {
  return Object.entries(BOARD_DESCRIPTIONS).find(([c]) => c === code)?.[1] ?? code;
}

const CATEGORY_LABEL: Record<string, string> = { people_carrier: 'People carrier', suv: 'SUV' };

/** A car category code as shown ('people_carrier' -> 'People carrier'). */
export function categoryLabel(code: string): string {
  return CATEGORY_LABEL[code] ?? code.charAt(0).toUpperCase() + code.slice(1).replace(/_/g, ' ');
}
