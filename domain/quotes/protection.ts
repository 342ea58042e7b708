export const PROTECTION_KINDS = ['atol_package', 'package', 'single_service', 'none'] as const;
export type ProtectionKind = (typeof PROTECTION_KINDS)[number];

export type QuoteProtection = {
  kind: ProtectionKind;
  /** Short heading for the statement box. */
  title: string;
  statement: string;
  /** Where the full explanation lives. */
  link: '/atol-protection';
  components: ProtectionComponent[];
};

export type ProtectionComponent = 'flight' | 'accommodation' | 'transfer' | 'car' | 'cruise';

/** The parts of a quote the classification reads. */
export type ProtectionInput = {
  departure_airport?: string | null;
  outbound_departure_time?: string | null;
  outbound_arrival_time?: string | null;
  outbound_departure_airport?: string | null;
  outbound_arrival_airport?: string | null;
  flight_number_outbound?: string | null;
  flight_departure_date?: string | null;
  hotel_name?: string | null;
  transfer_type?: string | null;
  car_hire?: { included?: boolean | null } | null;
  cruise_details?: { included?: boolean | null } | null;
};

const filled = (v: string | null | undefined) => typeof v === 'string' && v.trim() !== '';

export const PROTECTION_TEXT: Record<ProtectionKind, { title: string; statement: string }> = {
  atol_package: {
    title: 'ATOL protected package holiday',
    statement:
      'The combination of travel services offered to you is a package within the meaning of the Package Travel and Linked Travel Arrangements Regulations 2018. ' +
      'Because it includes a flight, it is ATOL protected: the flights and flight-inclusive holidays are financially protected by the ATOL scheme, and you will receive an ATOL Certificate when you book. ' +
      'You benefit from all the rights the Regulations give to packages, and we are responsible for the proper performance of the package as a whole.',
  },
  package: {
    title: 'Package holiday protection',
    statement:
      'The combination of travel services offered to you is a package within the meaning of the Package Travel and Linked Travel Arrangements Regulations 2018. ' +
      'You benefit from all the rights the Regulations give to packages: we are responsible for the proper performance of the package as a whole, and your payments are protected should we become insolvent.',
  },
  single_service: {
    title: 'Single travel service',
    statement:
      'This quote is for a single travel service. It is not a package under the Package Travel and Linked Travel Arrangements Regulations 2018 and is not ATOL protected; the supplier’s own terms and protection apply.',
  },
  none: {
    title: 'Financial protection',
    statement: 'How your booking is protected will be confirmed once the travel services of this quote are chosen.',
  },
};

/**
 * Which travel services a quote sells together (issue #3): a flight (any
 * outbound flight detail), accommodation (a hotel), a transfer (type other
 * than none), car hire and a cruise (when included).
 */
export function protectionComponents(q: ProtectionInput): ProtectionComponent[] {
  const out: ProtectionComponent[] = [];
  const flight = [
    q.departure_airport,
    q.outbound_departure_time,
    q.outbound_arrival_time,
    q.outbound_departure_airport,
    q.outbound_arrival_airport,
    q.flight_number_outbound,
    q.flight_departure_date,
  ].some(filled);
  if (flight) out.push('flight');
  if (filled(q.hotel_name)) out.push('accommodation');
  if (filled(q.transfer_type) && q.transfer_type !== 'none') out.push('transfer');
  if (q.car_hire?.included === true) out.push('car');
  if (q.cruise_details?.included === true) out.push('cruise');
  return out;
}

/**
 * Package Travel Regulations classification: two or more services sold
 * together are a package, ATOL protected when one is a flight; one service is
 * a single service; none gives a neutral statement. Each statement links to
 * /atol-protection.
 */
export function classifyProtection(q: ProtectionInput): QuoteProtection {
  const components = protectionComponents(q);
  const kind: ProtectionKind =
    components.length >= 2
      ? components.includes('flight')
        ? 'atol_package'
        : 'package'
      : components.length === 1
        ? 'single_service'
        : 'none';
  return { kind, ...PROTECTION_TEXT[kind], link: '/atol-protection', components };
}
