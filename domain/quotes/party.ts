/** What a quote says about who travels, in the fields the party is read from. */
export type PartySource = {
  adults?: number | null;
  children?: number | null;
  infants?: number | null;
  passengers?: readonly { type?: string | null }[] | null;
};

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The party as a public quote shows it, e.g. "2 adults, 1 child": counts only,
 * never a name or an age (a quote page is shared on social media). The counts
 * the agent entered win; otherwise the passenger list is counted by type.
 * Null when nothing says who travels.
 */
export function partyText(q: PartySource): string | null {
  const typed = (type: string) => (q.passengers ?? []).filter((p) => p.type === type).length;
  const hasCounts = [q.adults, q.children, q.infants].some((n) => typeof n === 'number' && n > 0);
  const adults = hasCounts ? (q.adults ?? 0) : typed('adult');
  const children = hasCounts ? (q.children ?? 0) : typed('child');
  const infants = hasCounts ? (q.infants ?? 0) : typed('infant');
  const parts = [
    adults > 0 ? count(adults, 'adult', 'adults') : null,
    children > 0 ? count(children, 'child', 'children') : null,
    infants > 0 ? count(infants, 'infant', 'infants') : null,
  ].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(', ') : null;
}
