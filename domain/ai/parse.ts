/**
 * Small, pure readers the extractor is built from: dates, times, GBP amounts,
 * board basis, star ratings, passenger words and airline codes. Each finds
 * every match in a text with its position, so the extractor can tell which
 * value sits next to which label.
 */
import { AIRPORT_NAMES, airportByCode, type Airport } from './airports';

export type Hit<T> = { value: T; index: number; text: string };

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const MONTH_RE =
  '(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)';
const DAY_RE = '(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\\.?,?\\s+)?';

function monthOf(word: string): number {
  return MONTHS[word.slice(0, 4).toLowerCase()] ?? MONTHS[word.slice(0, 3).toLowerCase()] ?? 0;
}

function iso(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1 || d > 31) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function fullYear(y: string): number {
  const n = Number(y.replace(/^'/, ''));
  return n < 100 ? 2000 + n : n;
}

export type DateContext = {
  /** The year for a date written without one. */
  year: number;
  /** Numeric dates are month-first (set when the text shows a clearly US date). */
  us: boolean;
};

const NUMERIC_DATE = /(?<![\d/.-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?![\d/.-]?\d)/g;

/** Whether the text's numeric dates are month-first: some date only reads as MM/DD/YYYY. */
export function looksUsDated(text: string): boolean {
  let us = false;
  let uk = false;
  for (const m of text.matchAll(NUMERIC_DATE)) {
    const a = Number(m[1]);
    const b = Number(m[3]);
    if (a > 12 && b <= 12) uk = true;
    if (b > 12 && a <= 12) us = true;
  }
  if (uk) return false;
  // American wording with ambiguous dates: "Travelers", "11:30 AM", "Confirmation #".
  const cues = [/\bTravel(?:er|ing)s?\b/, /\d:\d\d\s?[AP]M\b/, /\bConfirmation #/, /\bvacations?\b/i];
  return us || cues.filter((c) => c.test(text)).length >= 2;
}

/** Every date in the text as YYYY-MM-DD, in order. */
export function findDates(text: string, ctx: DateContext): Hit<string>[] {
  const hits: Hit<string>[] = [];
  const taken: [number, number][] = [];
  const add = (index: number, raw: string, value: string | null) => {
    if (!value) return;
    if (taken.some(([s, e]) => index < e && index + raw.length > s)) return;
    taken.push([index, index + raw.length]);
    hits.push({ value, index, text: raw });
  };
  for (const m of text.matchAll(/\b(\d{4})-(\d{2})-(\d{2})(?:T[\d:]+)?\b/g)) {
    add(m.index, m[0], iso(Number(m[1]), Number(m[2]), Number(m[3])));
  }
  for (const m of text.matchAll(NUMERIC_DATE)) {
    const a = Number(m[1]);
    const b = Number(m[3]);
    const y = fullYear(m[4]!);
    const us = ctx.us ? !(a > 12) : b > 12 && a <= 12;
    add(m.index, m[0], us ? iso(y, a, b) : iso(y, b, a));
  }
  for (const m of text.matchAll(/\b(\d{2})(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)(\d{2})\b/g)) {
    add(m.index, m[0], iso(fullYear(m[3]!), monthOf(m[2]!), Number(m[1])));
  }
  const dayFirst = new RegExp(
    `\\b${DAY_RE}(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+of)?[\\s-]+${MONTH_RE}\\b\\.?(?:,?[\\s-]+('\\d{2}|\\d{4}|\\d{2}(?![\\d:.])))?`,
    'gi',
  );
  for (const m of text.matchAll(dayFirst)) {
    add(m.index, m[0], iso(m[3] ? fullYear(m[3]) : ctx.year, monthOf(m[2]!), Number(m[1])));
  }
  const monthFirst = new RegExp(
    `\\b${DAY_RE}${MONTH_RE}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?!:)(?:,?\\s+(\\d{4}))?`,
    'gi',
  );
  for (const m of text.matchAll(monthFirst)) {
    add(m.index, m[0], iso(m[3] ? fullYear(m[3]) : ctx.year, monthOf(m[1]!), Number(m[2])));
  }
  return hits.sort((x, y) => x.index - y.index);
}

/** Every clock time in the text as HH:MM (24-hour), in order. */
export function findTimes(text: string): Hit<string>[] {
  const hits: Hit<string>[] = [];
  const re =
    /(?<![\d£$€,.:/])([01]?\d|2[0-3])(?:([:.h])([0-5]\d))?\s*(am|pm|a\.m\.|p\.m\.|hrs|hours|h\b)?(?![\d/]|\.\d|:\d)/gi;
  for (const m of text.matchAll(re)) {
    const sep = m[2];
    const suffix = (m[4] ?? '').toLowerCase().replace(/\./g, '');
    if (!sep && suffix !== 'am' && suffix !== 'pm') continue;
    if (sep === '.' && !suffix && /^\s*(?:[-–]|nights?|x\b|per|pp)/i.test(text.slice(m.index + m[0].length))) continue;
    if (sep === '.' && !suffix && /(?:£|GBP|USD|\$|EUR)\s*$/i.test(text.slice(Math.max(0, m.index - 5), m.index)))
      continue;
    let h = Number(m[1]);
    const min = m[3] ?? '00';
    if (suffix === 'pm' && h < 12) h += 12;
    if (suffix === 'am' && h === 12) h = 0;
    if ((suffix === 'am' || suffix === 'pm') && Number(m[1]) > 12) continue;
    hits.push({ value: `${String(h).padStart(2, '0')}:${min}`, index: m.index, text: m[0].trim() });
  }
  return hits;
}

/** Pounds written as text ("£1,234.56", "GBP 1234", "1,234 pounds") in pence. */
export function findAmounts(text: string): Hit<number>[] {
  const hits: Hit<number>[] = [];
  const num = '(\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.(\\d{1,2}))?';
  const before = new RegExp(`(?:£|\\bGBP|\\bUKP)\\s?${num}`, 'gi');
  const after = new RegExp(`(?<![£\\d,.])${num}\\s?(?:GBP|pounds?|sterling|UKP)\\b`, 'gi');
  for (const re of [before, after]) {
    for (const m of text.matchAll(re)) {
      const whole = Number(m[1]!.replace(/,/g, ''));
      const pence = Number((m[2] ?? '0').padEnd(2, '0'));
      if (hits.some((h) => h.index <= m.index && m.index < h.index + h.text.length)) continue;
      hits.push({ value: whole * 100 + pence, index: m.index, text: m[0] });
    }
  }
  return hits.sort((x, y) => x.index - y.index);
}

export const BOARD_BASIS_VALUES = [
  'room_only',
  'self_catering',
  'bed_and_breakfast',
  'half_board',
  'full_board',
  'all_inclusive',
  'ultra_all_inclusive',
] as const;
export type BoardBasis = (typeof BOARD_BASIS_VALUES)[number];

/** Each basis: its words (any case) and its short code (capitals only). */
const BOARD_PATTERNS: [RegExp, RegExp | null, BoardBasis][] = [
  [/\bultra[\s-]+all[\s-]+inclusive\b/i, /(?<![\w-])UAI(?![\w-])/, 'ultra_all_inclusive'],
  [/\ball[\s-]+inclusive\b|\ball[\s-]?inc\b/i, /(?<![\w-])AI(?![\w-])/, 'all_inclusive'],
  [/\bfull[\s-]+board\b/i, /(?<![\w-])FB(?![\w-])/, 'full_board'],
  [/\bhalf[\s-]+board\b|\bdinner,? bed (?:and|&) breakfast\b/i, /(?<![\w-])(?:HB|DBB)(?![\w-])/, 'half_board'],
  [
    /\bbed\s*(?:and|&|n)\s*breakfast\b|\bB\s?&\s?B\b|\bbreakfast included\b|\bwith breakfast\b|\bbreakfast daily\b/i,
    /(?<![\w-])BB(?![\w-])/,
    'bed_and_breakfast',
  ],
  [/\bself[\s-]+catering\b/i, /(?<![\w-])SC(?![\w-])/, 'self_catering'],
  [/\broom[\s-]+only\b/i, /(?<![\w-])RO(?![\w-])/, 'room_only'],
];

/** The board basis a text names first, with where it was found. */
export function findBoardBasis(text: string): Hit<BoardBasis> | null {
  let best: Hit<BoardBasis> | null = null;
  for (const [words, code, value] of BOARD_PATTERNS) {
    for (const m of [words.exec(text), code?.exec(text) ?? null]) {
      if (m && (!best || m.index < best.index)) best = { value, index: m.index, text: m[0] };
    }
  }
  return best;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fourteen: 14,
  a: 1,
  an: 1,
  single: 1,
};
export const NUMBER_WORD_RE =
  '(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|a|an|single)';
export function numberOf(word: string): number {
  return /^\d+$/.test(word) ? Number(word) : (NUMBER_WORDS[word.toLowerCase()] ?? 0);
}

/** A hotel star rating: "5*", "4 star", "five-star", "★★★★", "4.5 stars". */
export function findStarRating(text: string): Hit<number> | null {
  const res: RegExp[] = [
    /(?<![\d.£$])([1-5](?:\.5)?)\s?(?:\*|★|⭐|-?\s?stars?\b|\s?-?star\b|\s?T\b(?=\s|$|[,)]))/i,
    /\b(one|two|three|four|five)[\s-]star\b/i,
    /([★⭐]{1,5}|\*{2,5})/,
  ];
  let best: Hit<number> | null = null;
  for (const re of res) {
    const m = re.exec(text);
    if (!m) continue;
    const raw = m[1]!;
    const value = /^[★⭐*]+$/.test(raw) ? [...raw].length : numberOf(raw) || Number(raw);
    if (value >= 1 && value <= 5 && (!best || m.index < best.index)) best = { value, index: m.index, text: m[0] };
  }
  return best;
}

/** Airports named in the text, by IATA code or by name, in order. */
export function findAirports(text: string): Hit<Airport>[] {
  const hits: Hit<Airport>[] = [];
  const overlaps = (i: number, len: number) => hits.some((h) => i < h.index + h.text.length && i + len > h.index);
  for (const { name, airport } of AIRPORT_NAMES) {
    const re = new RegExp(`(?<![\\w])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w])`, 'g');
    for (const m of text.matchAll(re)) {
      if (!overlaps(m.index, m[0].length)) hits.push({ value: airport, index: m.index, text: m[0] });
    }
  }
  for (const m of text.matchAll(/(?<![\w])([A-Z]{3})(?![\w])/g)) {
    const airport = airportByCode(m[1]!);
    if (!airport || AIRLINES[m[1]!]) continue;
    // A code beside its own name ("London Gatwick (LGW)") is the same mention.
    const near = hits.find((h) => h.value === airport && Math.abs(h.index - m.index) < h.text.length + 8);
    if (near) continue;
    if (!overlaps(m.index, 3)) hits.push({ value: airport, index: m.index, text: m[0] });
  }
  return hits.sort((x, y) => x.index - y.index);
}

/** Airline designators (IATA two-character and the ICAO three-letter ones printed on tickets). */
export const AIRLINES: Record<string, string> = {
  BA: 'British Airways',
  BAW: 'British Airways',
  U2: 'easyJet',
  EZY: 'easyJet',
  FR: 'Ryanair',
  RYR: 'Ryanair',
  LS: 'Jet2',
  EXS: 'Jet2',
  BY: 'TUI Airways',
  TOM: 'TUI Airways',
  VS: 'Virgin Atlantic',
  VIR: 'Virgin Atlantic',
  EK: 'Emirates',
  QR: 'Qatar Airways',
  EY: 'Etihad Airways',
  TK: 'Turkish Airlines',
  IB: 'Iberia',
  VY: 'Vueling',
  KL: 'KLM',
  AF: 'Air France',
  LH: 'Lufthansa',
  AA: 'American Airlines',
  DL: 'Delta',
  UA: 'United Airlines',
  W6: 'Wizz Air',
  W9: 'Wizz Air',
  EI: 'Aer Lingus',
  SQ: 'Singapore Airlines',
  TP: 'TAP Air Portugal',
  A3: 'Aegean Airlines',
  LX: 'Swiss',
  OS: 'Austrian Airlines',
  SK: 'SAS',
  AY: 'Finnair',
  DY: 'Norwegian',
  D8: 'Norwegian',
  LM: 'Loganair',
  PC: 'Pegasus',
  XQ: 'SunExpress',
  MS: 'EgyptAir',
  AT: 'Royal Air Maroc',
  UL: 'SriLankan Airlines',
  TG: 'Thai Airways',
  MH: 'Malaysia Airlines',
  CX: 'Cathay Pacific',
  JL: 'Japan Airlines',
  AC: 'Air Canada',
  WS: 'WestJet',
  B6: 'JetBlue',
  UX: 'Air Europa',
  NT: 'Binter',
  HV: 'Transavia',
  WY: 'Oman Air',
  GF: 'Gulf Air',
  QF: 'Qantas',
  NZ: 'Air New Zealand',
  MK: 'Air Mauritius',
  EW: 'Eurowings',
  SN: 'Brussels Airlines',
  CY: 'Cyprus Airways',
  '6E': 'IndiGo',
  BW: 'Caribbean Airlines',
  KQ: 'Kenya Airways',
  SA: 'South African Airways',
};
const AIRLINE_NAMES: [RegExp, string][] = [
  [/\bBritish Airways\b/i, 'British Airways'],
  [/\beasyJet\b/i, 'easyJet'],
  [/\bRyanair\b/i, 'Ryanair'],
  [/\bJet2(?:\.com)?\b/i, 'Jet2'],
  [/\bTUI(?: Airways| fly| Airlines)?\b/, 'TUI Airways'],
  [/\bVirgin Atlantic\b/i, 'Virgin Atlantic'],
  ...[...new Set(Object.values(AIRLINES))]
    .filter((n) => !['British Airways', 'easyJet', 'Ryanair', 'Jet2', 'TUI Airways', 'Virgin Atlantic'].includes(n))
    .map((n): [RegExp, string] => [new RegExp(`\\b${n}\\b`, 'i'), n]),
];

/** Flight numbers ("EZY8071", "BA 2670", "U2 8123") whose designator is a known airline. */
export function findFlightNumbers(text: string): Hit<{ number: string; airline: string }>[] {
  const hits: Hit<{ number: string; airline: string }>[] = [];
  for (const m of text.matchAll(/(?<![\w-])([A-Z]{3}|[A-Z][A-Z0-9]|[0-9][A-Z])(\s?)(\d{2,4})(?![\w-])/g)) {
    const airline = AIRLINES[m[1]!];
    if (!airline) continue;
    // "BY 2027" is a year, not a flight: a spaced number needs flight words nearby.
    if (m[2] && /^(?:19|20)\d\d$/.test(m[3]!)) continue;
    hits.push({ value: { number: `${m[1]}${m[3]}`, airline }, index: m.index, text: m[0] });
  }
  return hits;
}

/** The first airline named in words. */
export function findAirlineName(text: string): Hit<string> | null {
  let best: Hit<string> | null = null;
  for (const [re, name] of AIRLINE_NAMES) {
    const m = re.exec(text);
    if (m && (!best || m.index < best.index)) best = { value: name, index: m.index, text: m[0] };
  }
  return best;
}
