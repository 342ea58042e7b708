/**
 * The deterministic quote extractor: supplier text (a confirmation e-mail, a
 * quote pasted from a supplier's site, a captured page and its JSON-LD) in,
 * quote fields out, each with a confidence and the snippet it came from.
 * Schema.org JSON-LD is read first; rules over the text fill what is left.
 * No network, no model: the same text always gives the same answer.
 */
import { airportByCode } from './airports';
import { fromJsonLd, jsonLdInText } from './json-ld';
import {
  findAirlineName,
  findAirports,
  findAmounts,
  findBoardBasis,
  findDates,
  findFlightNumbers,
  findStarRating,
  findTimes,
  looksUsDated,
  NUMBER_WORD_RE,
  numberOf,
  type DateContext,
} from './parse';
import {
  EXTRACTION_VALUES,
  type ExtractedField,
  type ExtractedFields,
  type Extraction,
  type FieldKey,
  type FieldValue,
} from './schema';

export type { Extraction, FieldKey } from './schema';
export { ExtractionSchema, FIELD_KEYS } from './schema';

export type ExtractOptions = {
  /** JSON-LD objects captured with the page (any shape: they are checked here). */
  jsonLd?: unknown[];
  /** Today, YYYY-MM-DD, for dates written without a year (defaults to the clock). */
  today?: string;
};

const MAX_TEXT = 100_000;

/** A collector that keeps the first (most trusted) value for each field. */
class Fields {
  readonly out: ExtractedFields = {};
  set<K extends FieldKey>(key: K, value: FieldValue<K> | null | undefined, confidence: number, source: string) {
    if (value === null || value === undefined || value === '' || this.out[key]) return;
    if (!EXTRACTION_VALUES[key].safeParse(value).success) return;
    const f: ExtractedField<K> = { value, confidence, source: snippet(source) };
    (this.out as Record<FieldKey, unknown>)[key] = f;
  }
  get<K extends FieldKey>(key: K): FieldValue<K> | undefined {
    return this.out[key]?.value as FieldValue<K> | undefined;
  }
}

function snippet(s: string): string {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > 200 ? `${t.slice(0, 197)}...` : t;
}

/** Text as lines with e-mail quoting, HTML tags and odd spaces taken out. */
function normalise(text: string): string {
  return text
    .slice(0, MAX_TEXT)
    .replace(/<script[^>]*>[\s\S]*?<\/script>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(?:p|div|tr|li|h\d|table)>/gi, '\n')
    .replace(/<\/t[dh]>/gi, '\t')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&pound;/g, '£')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\r\n?/g, '\n')
    .replace(/^[ \t]*(?:>[ \t]?)+/gm, '')
    .replace(/[‐‑–—]/g, '-')
    .replace(/ +/g, ' ')
    .replace(/\t[ \t]*/g, '\t');
}

/** A forwarded e-mail's own headers (From:, Sent:, Date:) say nothing about the holiday. */
function dropMailHeaders(text: string): string {
  if (!/^(?:From|Sent):/m.test(text)) return text;
  return text.replace(/^(?:From|Sent|Date|To|Cc|Subject):[^\n]*$/gm, '');
}

type Line = { text: string; index: number };

function linesOf(text: string): Line[] {
  const out: Line[] = [];
  let index = 0;
  for (const raw of text.split('\n')) {
    out.push({ text: raw, index });
    index += raw.length + 1;
  }
  return out;
}

/** A "label: value" pair, from "Label: value", "Label - value", a tab or a table row. */
type Labelled = { label: string; value: string; line: string; index: number; next: string[] };

function labelledPairs(lines: Line[]): Labelled[] {
  const pairs: Labelled[] = [];
  lines.forEach((l, i) => {
    const next = lines.slice(i + 1, i + 8).map((n) => n.text);
    const cells = l.text
      .split(/\s*\|\s*|\t+/)
      .map((c) => c.trim())
      .filter(Boolean);
    if (cells.length >= 2 && /[|\t]/.test(l.text)) {
      for (let c = 0; c + 1 < cells.length; c += 2) {
        pairs.push({ label: cells[c]!, value: cells[c + 1]!, line: l.text, index: l.index, next });
      }
      return;
    }
    const m = /^\s*[-*•]?\s*([A-Za-z][A-Za-z0-9 /&().'’-]{1,40}?)\s*(?::|\s-\s|\.{3,})\s*(.*)$/.exec(l.text);
    if (m) pairs.push({ label: m[1]!, value: m[2]!.trim(), line: l.text, index: l.index, next });
  });
  return pairs;
}

function labelled(pairs: Labelled[], re: RegExp, exclude?: RegExp): Labelled[] {
  return pairs.filter((p) => re.test(p.label) && !(exclude && exclude.test(p.label)));
}

function dateContext(text: string, today: string): DateContext {
  const years = [...text.matchAll(/\b(20\d\d)\b/g)].map((m) => Number(m[1]));
  const counts = new Map<number, number>();
  for (const y of years) counts.set(y, (counts.get(y) ?? 0) + 1);
  const common = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0];
  return { year: common ?? Number(today.slice(0, 4)), us: looksUsDated(text) };
}

function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

function cleanName(s: string): string {
  return s
    .replace(/\s*\(?\b[1-5](?:\.5)?\s?(?:\*+|★+|-?\s?stars?|T)\)?/gi, '')
    .replace(/\s*[★⭐*]{1,5}/g, '')
    .replace(/\s*\((?:[^)]*)\)\s*$/, '')
    .replace(/\s*[-,|(]\s*$/, '')
    .replace(/^["'“]|["'”]$/g, '')
    .trim();
}

const HOTEL_WORDS =
  /\b(?:Hotel|Resort|Palace|Suites|Beach Club|Villas?|Apartments|Aparthotel|Lodge|Inn|Spa|Club|Hacienda|Boutique|Grand|Plaza|Residence|Sands|Bay|Gardens|Collection|Marina|Princess|Riu|Iberostar|Sandals)\b/;

/** Turns supplier text into quote fields. */
export function extractQuoteFields(text: string, opts: ExtractOptions = {}): Extraction {
  const today = opts.today ?? new Date().toISOString().slice(0, 10);
  const raw = text.slice(0, MAX_TEXT);
  const f = new Fields();
  const ld = [...(opts.jsonLd ?? []), ...jsonLdInText(raw)];
  const usedLd = fromJsonLd(ld, f);

  const body = dropMailHeaders(normalise(raw));
  const ctx = dateContext(body, today);
  const lines = linesOf(body);
  const pairs = labelledPairs(lines);
  const dates = findDates(body, ctx);
  const dateIn = (s: string) => findDates(s, ctx)[0];

  flights(body, lines, pairs, ctx, f);

  // Hotel, destination, room, board, stars.
  for (const p of labelled(
    pairs,
    /^(?:hotel(?: name)?|accommodation(?: name)?|property|your hotel|ship|cruise ship|vessel|hotel\/ship|chalet|apartment name|lodge)$/i,
  )) {
    const value = p.value || p.next.find((n) => n.trim())?.trim() || '';
    const parts = value.split(/\s*,\s*/);
    const name = cleanName(parts[0] ?? '');
    if (name.length >= 3 && !/^\d/.test(name)) {
      f.set('hotel_name', name, 0.9, p.line);
      if (parts.length > 1) f.set('destination', cleanName(parts.slice(1).join(', ')), 0.6, p.line);
    }
  }
  for (const p of labelled(
    pairs,
    /^(?:destination|resort|location|area|region|resort area|where|city|island|itinerary)$/i,
  )) {
    if (p.value) f.set('destination', cleanName(p.value), 0.85, p.line);
  }
  for (const p of labelled(
    pairs,
    /^(?:room(?: type)?|room\s*\/\s*board|accommodation type|cabin(?: type| grade| category)?|stateroom(?: type)?|unit(?: type)?|rooms?\s*\d?|villa|apartment(?: type)?)$/i,
  )) {
    const value = p.value
      .replace(/^\d+\s*x\s*/i, '')
      .replace(/\s*(?:,|\(|\s-\s).*$/, '')
      .replace(
        /\s*[-,(/]\s*(?:room only|self[- ]catering|bed (?:and|&) breakfast|B&B|half board|full board|(?:ultra )?all[- ]inclusive)\)?.*$/i,
        '',
      )
      .trim();
    if (value) f.set('room_type', value, 0.85, p.line);
  }
  for (const p of labelled(pairs, /^(?:board(?: basis| type)?|meal plan|meals|catering|board\s*\/\s*meals)$/i)) {
    const b = findBoardBasis(p.value);
    if (b) f.set('board_basis', b.value, 0.95, p.line);
  }
  const board = findBoardBasis(body);
  if (board) f.set('board_basis', board.value, 0.75, lineAt(lines, board.index));
  for (const p of labelled(
    pairs,
    /^(?:star rating|rating|stars|hotel rating|official rating|category|classification)$/i,
  )) {
    const s = findStarRating(p.value) ?? (/^[1-5]$/.test(p.value) ? { value: Number(p.value) } : null);
    if (s) f.set('star_rating', s.value, 0.9, p.line);
  }
  const stars = findStarRating(body);
  if (stars) {
    const line = lineAt(lines, stars.index);
    f.set('star_rating', stars.value, 0.75, line);
    // The name usually stands right before its stars: "Hotel Riu Palace 5*".
    const before = body.slice(Math.max(0, body.lastIndexOf('\n', stars.index) + 1), stars.index);
    const lead = before.replace(
      /^.*?(?:hotel|accommodation|property|quote|staying at|stay at)\s*:\s*|^.*?\b(?:staying at|stay at)\s+/i,
      '',
    );
    const [whole = '', ...rest] = lead.split(/\s*,\s*|\s+-\s+/);
    // In prose ("I've found the Seaside Dunas Hotel in Maspalomas") the name is the capitalised run.
    const inProse = /\b[a-z]+\s+[a-z]+\b/.test(whole)
      ? /((?:[A-Z][\w'’&.-]*[ \t]+){0,5}(?:Hotel|Resort|Suites|Palace|Inn|Lodge|Aparthotel|Villas?)\b(?:[ \t]+[A-Z][\w'’&.-]*){0,3}?)(?:[ \t]+in[ \t]+([A-Z][\w'’-]+(?:[ \t][A-Z][\w'’-]+)?))?\s*$/.exec(
          whole,
        )
      : null;
    const first = inProse ? inProse[1]! : whole;
    if (inProse?.[2]) rest.unshift(inProse[2]);
    const name = cleanName(first);
    if (
      name.split(/\s+/).length <= 8 &&
      /^[A-Z]/.test(name) &&
      name.length >= 4 &&
      !/^(?:rated|rating)\b/i.test(name)
    ) {
      f.set('hotel_name', name, 0.6, line);
      if (rest.length) f.set('destination', cleanName(rest.join(', ')), 0.55, line);
      const after = /^[ \t]*\)?[ \t]*[,|]?[ \t]*([A-Z][a-z]+(?: [A-Z][a-z]+)?)[ \t]*(?:,|$)/m.exec(
        body.slice(stars.index + stars.text.length),
      );
      if (after && !findBoardBasis(after[1]!)) f.set('destination', after[1], 0.5, line);
    }
  }
  hotelFromProse(body, lines, f);
  const anyRoom =
    /\b((?!(?:Your|The|Our|Book|Living|Dining|Meeting|Hotel|Per|Price|Room|From)\b)(?:[A-Z][\w'-]*[ \t]+){1,4}(?:Room|Suite|Studio|Villa|Apartment|Cabin|Stateroom|Bungalow))\b((?:[ \t]+with[ \t]+(?!private|a\b)[a-z]\w*\b)|[ \t]+(?:Side[ \t]+)?(?:Sea|Ocean|Garden|Pool|Lake|River)[ \t]+View\b)?/.exec(
      body,
    );
  if (anyRoom) f.set('room_type', `${anyRoom[1]}${anyRoom[2] ?? ''}`.trim(), 0.5, lineAt(lines, anyRoom.index));
  const room =
    /\b((?:(?:Deluxe|Superior|Standard|Junior|Family|Double|Twin|Triple|Sea[- ]?view|Ocean[- ]?view|Garden[- ]?view|Pool[- ]?view|Side Sea View|Balcony|Premium|Executive|Classic|Swim[- ]up|Inside|Outside|Oceanview|Club|Beachfront|Overwater|Prestige|Privilege|One[- ]Bedroom|Two[- ]Bedroom|1[- ]Bed(?:room)?|2[- ]Bed(?:room)?)[ -]+)+(?:Double |Twin |King |Room |Suite |Balcony )?(?:Room|Suite|Studio|Villa|Apartment|Cabin|Stateroom|Bungalow|Double|Twin))\b/i.exec(
      body,
    );
  if (room) f.set('room_type', room[1]!.trim(), 0.6, lineAt(lines, room.index));

  // Dates and duration.
  let checkOut: string | undefined;
  for (const p of labelled(
    pairs,
    /^(?:check[- ]?in(?: date)?|arrival(?: date)?|arriving|start date|holiday start(?:s)?|travel dates?|dates?|departure date|departing|depart(?:s|ure)? on|sailing date|sails|embark(?:ation)?(?: date)?|holiday dates|stay|your stay|travel|departs|depart)$/i,
  )) {
    const ds = findDates(p.value, ctx);
    if (ds[0]) {
      f.set('check_in_date', ds[0].value, 0.9, p.line);
      if (ds[1] && daysBetween(ds[0].value, ds[1].value) > 0) checkOut ??= ds[1].value;
    }
  }
  for (const p of labelled(
    pairs,
    /^(?:check[- ]?out(?: date)?|departure|departure from hotel|end date|disembark(?:ation)?(?: date)?|holiday ends?)$/i,
  )) {
    const d = dateIn(p.value);
    if (d) checkOut ??= d.value;
  }
  const nights =
    /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen)[\s-]*(?:nights?|nts|nt|n)\b(?![/'])/i.exec(
      body,
    );
  for (const p of labelled(pairs, /^(?:duration|nights|length of stay|no\.? of nights|number of nights)$/i)) {
    const n = /^(\d{1,2})\b/.exec(p.value);
    if (n && !/days?/i.test(p.value)) f.set('nights', Number(n[1]), 0.95, p.line);
  }
  if (nights) f.set('nights', numberOf(nights[1]!), 0.85, lineAt(lines, nights.index));
  const checkIn = f.get('check_in_date');
  if (checkIn && checkOut) f.set('nights', daysBetween(checkIn, checkOut), 0.8, `${checkIn} to ${checkOut}`);
  const range =
    /\b(\d{1,2})(?:st|nd|rd|th)?\s*(?:-|to|until)\s*(\d{1,2})(?:st|nd|rd|th)?\s+(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s*(\d{4})?/i.exec(
      body,
    );
  if (range) {
    const first = dateIn(`${range[1]} ${range[3]} ${range[4] ?? ctx.year}`);
    const last = dateIn(`${range[2]} ${range[3]} ${range[4] ?? ctx.year}`);
    if (first && last && daysBetween(first.value, last.value) > 0) {
      f.set('check_in_date', first.value, 0.7, range[0]);
      f.set('nights', daysBetween(first.value, last.value), 0.7, range[0]);
    }
  }
  const out = f.get('outbound_date');
  const back = f.get('return_date');
  f.set('check_in_date', out, 0.7, `outbound flight ${out ?? ''}`);
  if (out && back && daysBetween(out, back) > 0) f.set('nights', daysBetween(out, back), 0.7, `${out} to ${back}`);
  const days = /\b(\d{1,2})[\s-]*days?\b/i.exec(body);
  if (days && Number(days[1]) > 1) f.set('nights', Number(days[1]) - 1, 0.4, lineAt(lines, days.index));
  if (!f.get('check_in_date')) {
    const onDate =
      /\b(?:on|from|depart(?:s|ing)?|arriv(?:al|ing)|check(?:ing)?[- ]in(?: on)?|sailing on|starting)\s+(?=\S)/gi;
    for (const m of body.matchAll(onDate)) {
      const d = dates.find((x) => x.index === m.index + m[0].length);
      if (d) {
        f.set('check_in_date', d.value, 0.55, lineAt(lines, d.index));
        break;
      }
    }
  }

  // "Arrival Saturday 3 July 2027, departure Saturday 17 July 2027" and "12 Oct 2027 arrival".
  for (const d of dates) {
    const before = body.slice(Math.max(0, d.index - 14), d.index);
    const after = body.slice(d.index + d.text.length, d.index + d.text.length + 10);
    if (/\b(?:arrival|arriving|check[- ]?in)\W*$/i.test(before) || /^\s*(?:arrival|check[- ]?in)\b/i.test(after)) {
      f.set('check_in_date', d.value, 0.6, lineAt(lines, d.index));
    }
    if (/\b(?:departure|check[- ]?out)\W*$/i.test(before)) checkOut ??= d.value;
  }
  const ci = f.get('check_in_date');
  if (ci && checkOut && daysBetween(ci, checkOut) > 0)
    f.set('nights', daysBetween(ci, checkOut), 0.6, `${ci} to ${checkOut}`);

  passengers(body, lines, pairs, f);
  money(body, lines, pairs, ctx, f);

  // Destination from the arrival airport when nothing else named it.
  const arrival = f.get('outbound_arrival_airport');
  if (arrival) f.set('destination', airportByCode(arrival)?.place, 0.4, `arrival airport ${arrival}`);

  return { method: usedLd ? 'json-ld' : 'rules', fields: f.out };
}

function lineAt(lines: Line[], index: number): string {
  let found = lines[0]?.text ?? '';
  for (const l of lines) {
    if (l.index > index) break;
    found = l.text;
  }
  return found;
}

function hotelFromProse(body: string, lines: Line[], f: Fields) {
  const name = `((?:The[ \\t]+)?[A-Z][\\w'’&.-]*(?:[ \\t]+(?:[A-Z][\\w'’&.-]*|de|del|la|las|los|el|di|of|on|the|&|and|by|at)){0,7})`;
  // The lead-in in any case, the name itself in capitals: "staying with us at The Harbourside Hotel".
  const intro =
    /\b(?:stay(?:ing)?(?: with us)? at|staying in|nights? at|booked (?:in)?to|welcome to|reservation at|accommodation at|at the|holiday at|quote from|aboard|sail(?:ing)? on)(?:\s+the)?\s+/gi;
  const nameRe = new RegExp(name, 'y');
  for (const m of body.matchAll(intro)) {
    nameRe.lastIndex = m.index + m[0].length;
    const nm = nameRe.exec(body);
    if (!nm) continue;
    const n = cleanName(nm[1]!.replace(/\s+(?:on|in|at|by|the|and|&|of|for)$/i, ''));
    const cruise = /aboard|sail/i.test(m[0]);
    if (n.split(/\s+/).length >= 2 && (HOTEL_WORDS.test(n) || cruise)) {
      f.set('hotel_name', n, 0.65, lineAt(lines, m.index));
      const after = body.slice(nameRe.lastIndex, nameRe.lastIndex + 80);
      const place =
        /^,?\s*(?:\([^)]*\)\s*)?(?:in|,|from)\s+([A-Z][\w'’-]+(?:\s+(?:de|del|la|el)?\s*[A-Z][\w'’-]+)?(?:,\s*[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?)?)/.exec(
          after,
        );
      if (place) f.set('destination', place[1]!.trim(), 0.55, lineAt(lines, m.index));
      return;
    }
  }
  // A line led by a hotel name: "Pernera Bay Hotel", "OCEAN PEARL ISLAND RESORT, MALDIVES - QUOTE",
  // "Days 2-4: Riverside Orchid Hotel, Bangkok, Deluxe Room"; a place may follow it.
  const isPlace = (t: string) =>
    /^[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,2}(?:,\s*[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,2})?$/.test(t) &&
    !HOTEL_WORDS.test(t) &&
    !findBoardBasis(t) &&
    !/\b(?:Room|Suite|Quote|Holiday|Booking|Your|Home|Search)\b/i.test(t);
  const titleCase = (t: string) =>
    t === t.toUpperCase() ? t.toLowerCase().replace(/\b\p{L}/gu, (c) => c.toUpperCase()) : t;
  for (const [i, l] of lines.entries()) {
    const parts = l.text
      .replace(/^[^:]{0,20}:\s*/, '')
      .split(/\s+[-|]\s+|,\s+/)
      .map((x) => titleCase(cleanName(x.trim())));
    const k = parts.findIndex(
      (t) => /^[A-Z]/.test(t) && /\b(?:Hotel|Resort|Aparthotel|Suites|Palace|Villas|Lodge)\b/.test(t),
    );
    const t = parts[k] ?? '';
    if (k < 0 || /[:@£]|\d{3,}|\b(?:your|the hotel|our|and|we|you|book|search)\b/i.test(t) || t.split(/\s+/).length > 7)
      continue;
    f.set('hotel_name', t, 0.5, l.text);
    const nextParts = parts.slice(k + 1).filter((x) => isPlace(x));
    const nextLine =
      lines
        .slice(i + 1)
        .find((x) => x.text.trim())
        ?.text.trim() ?? '';
    if (nextParts.length) f.set('destination', nextParts[0], 0.5, l.text);
    else if (isPlace(nextLine)) f.set('destination', nextLine, 0.5, nextLine);
    return;
  }
  const dest =
    /\b(?:holiday to|trip to|break (?:to|in)|holiday in|getaway to|escape to|destination:?)\s+([A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?(?:,\s*[A-Z][\w'’-]+)?)/.exec(
      body,
    );
  if (dest) f.set('destination', dest[1]!, 0.5, lineAt(lines, dest.index));
}

type Direction = 'out' | 'back';
const OUT_MARK =
  /\b(?:outbound|outward|out ?bound|departure flight|departing flight|going out|flight out|fly out|flying out|you fly from|flights? there|depart(?:ing)? uk)\b/gi;
const BACK_MARK =
  /\b(?:return(?:ing)?(?: flight| journey|:)?|inbound|homeward|homebound|coming home|coming back|flight back|fly home|flying home|fly back|flying back)\b/gi;

function flights(body: string, lines: Line[], pairs: Labelled[], ctx: DateContext, f: Fields) {
  type Anchor = { index: number; kind: 'mark' | 'flight'; dir?: Direction; number?: string; airline?: string };
  const anchors: Anchor[] = [];
  for (const m of body.matchAll(OUT_MARK)) anchors.push({ index: m.index, kind: 'mark', dir: 'out' });
  for (const m of body.matchAll(BACK_MARK)) {
    // "Return flights" in a list of what the price includes is not a flight.
    const line = lineAt(lines, m.index);
    if (
      /includ|price|cost|transfers|flights? and|ATOL|protect|luggage|baggage/i.test(line) &&
      !findFlightNumbers(line).length
    )
      continue;
    anchors.push({ index: m.index, kind: 'mark', dir: 'back' });
  }
  const seen = new Set<string>();
  for (const h of findFlightNumbers(body)) {
    if (seen.has(h.value.number)) continue;
    seen.add(h.value.number);
    anchors.push({ index: h.index, kind: 'flight', number: h.value.number, airline: h.value.airline });
  }
  anchors.sort((a, b) => a.index - b.index);

  // Group a mark with the flight number that follows it (or sits on its line).
  type Segment = { start: number; end: number; at: number; dir?: Direction; number?: string; airline?: string };
  const segments: Segment[] = [];
  for (const a of anchors) {
    const last = segments.at(-1);
    const sameLine = last && !body.slice(last.start, a.index).includes('\n');
    const close = last && a.index - last.start < 260 && body.slice(last.start, a.index).split('\n').length <= 6;
    if (last && a.kind === 'flight' && !last.number && close) {
      last.number = a.number;
      last.airline = a.airline;
      last.at = a.index;
      continue;
    }
    if (last && a.kind === 'mark' && sameLine && !last.dir && a.index - last.at < 25) {
      last.dir = a.dir;
      continue;
    }
    if (last && a.kind === 'mark' && last.dir === a.dir && close && !last.number) continue;
    const lineStart = body.lastIndexOf('\n', a.index) + 1;
    const prevEnd = last ? last.start + 1 : 0;
    let start = Math.max(lineStart, prevEnd);
    if (last && start === prevEnd) start = a.index;
    // A flight number written after its route ("LGW-PMI 06:15 EZY8071"): the line counts.
    if (a.kind === 'flight' && start === lineStart && lineStart > 0 && !last) {
      const prevLine = body.slice(body.lastIndexOf('\n', lineStart - 2) + 1, lineStart - 1);
      if (findDates(prevLine, ctx).length && !/[|\t]/.test(prevLine) && findAirports(prevLine).length === 0) {
        start = lineStart - prevLine.length - 1;
      }
    }
    segments.push({ start, end: body.length, at: a.index, dir: a.dir, number: a.number, airline: a.airline });
  }
  segments.forEach((s, i) => {
    const next = segments[i + 1];
    let end = next
      ? Math.max(
          s.start,
          body.lastIndexOf('\n', next.start) >= s.start ? body.lastIndexOf('\n', next.start) : next.start,
        )
      : body.length;
    if (next && body.slice(s.start, next.start).indexOf('\n') === -1) end = next.start;
    const blank = body.slice(s.start, end).search(/\n\s*\n\s*\n|\n\s*\n(?=\s*[A-Z][A-Za-z ]{2,30}:?\s*\n)/);
    if (blank > 40) end = s.start + blank;
    // Prices and passengers after the flights belong to the quote, not to a flight.
    const other = body
      .slice(s.start, end)
      .search(/\n[^\n]*(?:£|\bGBP\b|\btotal\b|\bdeposit\b|\bbalance\b|\bpassengers?\b|\badults?\b)/i);
    if (other > 0) end = s.start + other;
    // A segment that starts inside a line of prose ends with that line.
    const lineEnd = body.indexOf('\n', s.start);
    if (s.start > 0 && body[s.start - 1] !== '\n' && lineEnd > 0 && lineEnd < end) end = lineEnd;
    s.end = Math.min(end, s.start + 600);
  });

  const useful = segments
    .map((s) => ({ ...s, text: body.slice(s.start, s.end) }))
    .filter(
      (s) =>
        s.number ||
        findAirports(s.text).length >= 2 ||
        (findAirports(s.text).length >= 1 && findTimes(s.text).length >= 1),
    );
  let outSeg = useful.find((s) => s.dir === 'out') ?? useful.find((s) => !s.dir);
  let backSeg =
    useful.find((s) => s.dir === 'back' && s !== outSeg) ??
    useful.find((s) => !s.dir && s !== outSeg && s.start > (outSeg?.start ?? -1));
  if (outSeg && backSeg && backSeg.start < outSeg.start && !backSeg.dir && !outSeg.dir)
    [outSeg, backSeg] = [backSeg, outSeg];

  const wordsAirline = findAirlineName(body);
  const fill = (seg: (typeof useful)[number] | undefined, p: 'outbound' | 'return') => {
    if (!seg) return;
    const t = seg.text;
    const src = t.split('\n').find((l) => l.trim()) ?? t;
    let masked = t;
    for (const h of findFlightNumbers(t)) {
      masked = masked.slice(0, h.index) + ' '.repeat(h.text.length) + masked.slice(h.index + h.text.length);
    }
    const airports = findAirports(masked);
    const timesText = t.replace(/\b(?:check[- ]?in|gate closes?|boarding|report)\b[^\n]{0,25}/gi, (m) =>
      ' '.repeat(m.length),
    );
    const times = findTimes(timesText);
    const ds = findDates(t, ctx);
    const conf = seg.number ? 0.85 : 0.65;
    if (seg.number) f.set(`${p}_flight_number`, seg.number, 0.9, src);
    const airline = seg.airline ?? findAirlineName(t)?.value ?? wordsAirline?.value;
    f.set(`${p}_airline`, airline, seg.airline ? 0.85 : 0.6, src);
    f.set(`${p}_departure_airport`, airports[0]?.value.code, conf, t);
    const arr = airports.find((a) => a.value.code !== airports[0]?.value.code);
    f.set(`${p}_arrival_airport`, arr?.value.code, conf, t);
    f.set(`${p}_date`, ds[0]?.value, conf, t);
    f.set(`${p}_departure_time`, times[0]?.value, conf, t);
    f.set(`${p}_arrival_time`, times[1]?.value, conf * 0.9, t);
  };
  fill(outSeg, 'outbound');
  fill(backSeg, 'return');

  // Labelled airports and a route line: "Flights: Manchester to Palma".
  for (const p of labelled(
    pairs,
    /^(?:departure airport|departing from|flying from|from airport|uk airport|depart(?:s|ing)? from|from)$/i,
  )) {
    f.set('outbound_departure_airport', findAirports(p.value)[0]?.value.code, 0.8, p.line);
  }
  for (const p of labelled(pairs, /^(?:arrival airport|destination airport|flying to|to airport|to)$/i)) {
    f.set('outbound_arrival_airport', findAirports(p.value)[0]?.value.code, 0.8, p.line);
  }
  if (!f.get('outbound_departure_airport')) {
    const m = /\b(?:fly(?:ing)?|flights?|depart(?:ing|s)?|departure)\s+(?:out\s+)?from\s+([A-Z][\w ]{2,30})/.exec(body);
    if (m) f.set('outbound_departure_airport', findAirports(m[1]!)[0]?.value.code, 0.6, lineAt(lines, m.index));
  }
  // A route in words: "Flying Bristol to Lanzarote, Sat 20 March, back Sat 27 March".
  for (const l of lines) {
    if (!/\b(?:fly|flying|flights?|flight)\b/i.test(l.text)) continue;
    const ap = findAirports(l.text);
    if (ap.length < 2 || !/\s(?:to|-|>|→)\s/.test(l.text.slice(ap[0]!.index, ap[1]!.index + 1))) continue;
    f.set('outbound_departure_airport', ap[0]!.value.code, 0.6, l.text);
    f.set('outbound_arrival_airport', ap[1]!.value.code, 0.6, l.text);
    const ds = findFlightNumbers(l.text).length ? [] : findDates(l.text, ctx);
    if (ds[0]) f.set('outbound_date', ds[0].value, 0.55, l.text);
    if (ds[1] && /\b(?:back|return)/i.test(l.text)) f.set('return_date', ds[1].value, 0.55, l.text);
    break;
  }
  const depAirport = f.get('outbound_departure_airport');
  const arrAirport = f.get('outbound_arrival_airport');
  if (backSeg) {
    f.set('return_departure_airport', arrAirport, 0.5, 'the outbound route reversed');
    f.set('return_arrival_airport', depAirport, 0.5, 'the outbound route reversed');
  }
}

const PAX_LABEL = /^(?:adults?|no\.? of adults|children|child(?:ren)?|kids|infants?|babies)$/i;

function passengers(body: string, lines: Line[], pairs: Labelled[], f: Fields) {
  const keyOf = (w: string): 'adults' | 'children' | 'infants' =>
    /^inf|^bab/i.test(w) ? 'infants' : /^ch|^kid/i.test(w) ? 'children' : 'adults';
  for (const p of labelled(pairs, PAX_LABEL)) {
    const n = /^(\d{1,2})\b/.exec(p.value);
    if (n) f.set(keyOf(p.label), Number(n[1]), 0.95, p.line);
  }
  const re = new RegExp(
    `\\b${NUMBER_WORD_RE}\\s*(?:x\\s*)?(adults?|adt|ad|children|child|chd|ch|kids?|infants?|inf|babies|baby)\\b(?!\\s*(?:club|pool|menu|under|go free|stay free|eat free))`,
    'gi',
  );
  const found = new Set<string>();
  for (const m of body.matchAll(re)) {
    const key = keyOf(m[2]!);
    if (found.has(key) || (/^an?$/i.test(m[1]!) && key === 'adults')) continue;
    const prev = body.slice(Math.max(0, m.index - 12), m.index);
    if (/(?:aged?|under|over|from)\s*$/i.test(prev) || /\d\s*-\s*$/.test(prev)) continue;
    found.add(key);
    f.set(key, numberOf(m[1]!), 0.85, lineAt(lines, m.index));
  }
  // A list of named travellers marked (Adult), (Child), (Infant).
  const typed = [
    ...body.matchAll(
      /\b(?:Mr|Mrs|Ms|Miss|Mstr|Master|Dr|Mx)\.?[\s/]+[A-Z][^\n]{0,60}?\b(adult|child|infant|ADT|CHD|INF)\b/gi,
    ),
  ];
  if (typed.length) {
    const count = (re2: RegExp) => typed.filter((m) => re2.test(m[1]!)).length;
    for (const [key, re2] of [
      ['adults', /adult|ADT/i],
      ['children', /child|CHD/i],
      ['infants', /infant|INF/i],
    ] as const) {
      if (count(re2) > 0) f.set(key, count(re2), 0.7, typed[0]![0]);
    }
  }
  for (const p of labelled(
    pairs,
    /^(?:passengers|guests|travellers|travelers|party|occupancy|pax|no\.? of guests|number of guests|guests per room)$/i,
  )) {
    const n = /^(\d{1,2})\b(?!\s*(?:adults?|child|kid|infant))/i.exec(p.value);
    if (n) f.set('adults', Number(n[1]), 0.6, p.line);
  }
  const people = /\bfor\s+(\d{1,2}|two|three|four|five|six)\s+(?:people|persons|guests|passengers|travellers)\b/i.exec(
    body,
  );
  if (people) f.set('adults', numberOf(people[1]!), 0.55, lineAt(lines, people.index));
  const titled = lines.filter((l) => /^\s*(?:\d+\.\s*)?(?:Mr|Mrs|Ms|Dr|Mx)\.?\s+[A-Z][a-z]+\s+[A-Z]/.test(l.text));
  if (titled.length && !typed.length) f.set('adults', titled.length, 0.45, titled[0]!.text);
  const couple = /\b(?:couple|for two|2 people|twin share|two of you|both of you)\b/i.exec(body);
  if (couple && !f.get('adults')) f.set('adults', 2, 0.4, lineAt(lines, couple.index));
}

function money(body: string, lines: Line[], pairs: Labelled[], ctx: DateContext, f: Fields) {
  const perPerson = (s: string) => /\b(?:per person|pp|p\/p|per adult|each|per passenger|per guest)\b/i.test(s);
  const TOTAL =
    /^(?:total(?: holiday)?(?: price| cost| amount| due| paid| payable| fare| to pay)?(?: \(gbp\))?|grand total|total price for all passengers|holiday (?:price|cost|total)|package (?:price|total)|booking (?:total|value)|amount (?:payable|due)|total booking (?:cost|value)|cruise fare total|total fare|total for \d+ (?:guests|people|nights)|price|cost|quote|quoted price|your price|trip total|stay total|total charge|total stay)$/i;
  for (const p of labelled(pairs, TOTAL)) {
    const a = findAmounts(p.value)[0];
    if (a && !perPerson(p.label + p.value.slice(0, a.index + a.text.length + 12))) {
      f.set('total_price_pence', a.value, /total/i.test(p.label) ? 0.95 : 0.8, p.line);
    }
  }
  const amounts = findAmounts(body);
  for (const a of amounts) {
    const before = body.slice(Math.max(0, a.index - 60), a.index);
    const after = body.slice(a.index + a.text.length, a.index + a.text.length + 40);
    if (
      /\b(?:total|in total|altogether|for everyone|for the whole party|all in)\b[^.\n£]{0,30}$/i.test(before) ||
      /^[ \t]*(?:in )?total\b/i.test(after)
    ) {
      if (!perPerson(after.slice(0, 15)) && !/deposit|balance|saving|discount|save/i.test(before.slice(-30))) {
        f.set('total_price_pence', a.value, 0.75, lineAt(lines, a.index));
      }
    }
  }
  // Only a per-person price: times the party.
  const pp = amounts.find((a) => perPerson(body.slice(a.index + a.text.length, a.index + a.text.length + 16)));
  if (pp && !f.get('total_price_pence')) {
    const party = (f.get('adults') ?? 0) + (f.get('children') ?? 0);
    if (party > 0) f.set('total_price_pence', pp.value * party, 0.5, lineAt(lines, pp.index));
  }

  for (const p of labelled(
    pairs,
    /^(?:price includes|includes|including|what'?s included|inclusions|included|your holiday includes|package includes|fare includes|the price includes|price covers|covers|total includes|included in (?:the|your) price)$/i,
  )) {
    let v = p.value;
    if (!v) {
      const items: string[] = [];
      for (const n of p.next) {
        const item = /^\s*(?:[-*•✓✔]|\d+\.)\s*(.+)$/.exec(n);
        if (item) items.push(item[1]!.trim());
        else if (items.length || n.trim()) break;
      }
      v = items.join(', ');
    }
    f.set('price_covers', v.replace(/\.$/, ''), 0.85, p.line);
  }
  const covers =
    /\b(?:price|total|cost|fare|package|quote|holiday)\s+(?:includes|covers|is inclusive of|including)\s*:?\s*([^\n]+?)(?:\.(?:\s|$)|\n|$)/i.exec(
      body,
    ) ??
    /\b(?:includes|including|inclusive of)\s*:?\s*((?:[\w']+\s){0,2}flights[^\n]+?)(?:\.(?:\s|$)|\n|$)/i.exec(body) ??
    /\btotal[^\n]{0,30}?£[\d,.]+\s*\(((?:includes\s)?[^)]*\b(?:flights|hotel|transfers)\b[^)]*)\)/i.exec(body);
  if (covers) f.set('price_covers', covers[1]!.replace(/^includes\s+/i, '').trim(), 0.7, lineAt(lines, covers.index));

  for (const p of labelled(
    pairs,
    /^(?:deposit\b.{0,25}|low deposit|booking deposit|amount paid|paid today|paid to date)$/i,
  )) {
    const a = findAmounts(p.value)[0];
    if (a) f.set('deposit_pence', a.value, 0.9, p.line);
    const d = findDates(p.value, ctx)[0];
    if (d && /due|by|before|payable/i.test(p.label + p.value)) f.set('deposit_due_date', d.value, 0.8, p.line);
  }
  for (const p of labelled(
    pairs,
    /^(?:balance(?: due| outstanding| remaining| payable| to pay| amount)?(?: date)?|remaining balance|outstanding balance|final payment(?: date| due)?|balance due by|balance due date|amount outstanding|full payment due)$/i,
  )) {
    const a = findAmounts(p.value)[0];
    if (a && !/date$/i.test(p.label)) f.set('balance_pence', a.value, 0.9, p.line);
    const d = findDates(p.value, ctx)[0];
    if (d) f.set('balance_due_date', d.value, 0.9, p.line);
  }
  const dep =
    /\bdeposit\b(?:\s+(?:of|paid|received|required|payable|due|amount|is|was))*\s*:?\s*(£\s?[\d,]+(?:\.\d{1,2})?|GBP\s?[\d,]+(?:\.\d{1,2})?)/i.exec(
      body,
    ) ??
    /(£\s?[\d,]+(?:\.\d{1,2})?)[ \t]+(?:low[ \t]+)?deposit\b/i.exec(body) ??
    /\b(?:deposit)\b[^£\n]{0,25}?\((£\s?[\d,]+(?:\.\d{1,2})?)\)/i.exec(body) ??
    /\bpay (£\s?[\d,]+(?:\.\d{1,2})?) (?:now|today)\b/i.exec(body);
  if (dep) {
    const a = findAmounts(dep[1]!)[0];
    const after = body.slice(dep.index + dep[0].length, dep.index + dep[0].length + 20);
    const whole = /^\s*(?:per person|pp)\s*\((£\s?[\d,]+(?:\.\d{1,2})?)/i.exec(
      after + body.slice(dep.index + dep[0].length + 20, dep.index + dep[0].length + 40),
    );
    if (a && !perPerson(after)) f.set('deposit_pence', a.value, 0.8, lineAt(lines, dep.index));
    else if (whole) f.set('deposit_pence', findAmounts(whole[1]!)[0]?.value, 0.7, lineAt(lines, dep.index));
  }
  const bal =
    /\b(?:balance|remaining|final payment|outstanding)\b(?:\s+(?:of|amount|is|due|outstanding|payable|remaining))*\s*:?\s*(£\s?[\d,]+(?:\.\d{1,2})?|GBP\s?[\d,]+(?:\.\d{1,2})?)/i.exec(
      body,
    );
  if (bal) {
    const a = findAmounts(bal[1]!)[0];
    if (a) f.set('balance_pence', a.value, 0.8, lineAt(lines, bal.index));
  }
  const balDate =
    /\b(?:balance|remaining amount|final payment|full payment|outstanding amount|the rest)\b[^\n]{0,60}?\b(?:due|payable|paid|by|on or before|before|no later than)\b[^\n]{0,20}?/gi;
  for (const m of body.matchAll(balDate)) {
    const d = findDates(body.slice(m.index, m.index + m[0].length + 40), ctx)[0];
    if (d) {
      f.set('balance_due_date', d.value, 0.8, lineAt(lines, m.index));
      break;
    }
  }
  const depDate = /\bdeposit\b[^\n.]{0,40}?\b(?:due|payable|by|before)\b/i.exec(body);
  if (depDate && !/balance|rest|remaining/i.test(depDate[0])) {
    const d = findDates(body.slice(depDate.index, depDate.index + depDate[0].length + 30), ctx)[0];
    if (d) f.set('deposit_due_date', d.value, 0.6, lineAt(lines, depDate.index));
  }
}
