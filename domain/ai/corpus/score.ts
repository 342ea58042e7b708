/**
 * Measures the extractor on the corpus. A field is right when the value
 * matches what the case expects: numbers, dates, times and codes exactly;
 * names after case, punctuation and a leading "the" are set aside (a
 * destination also when its first part matches, "Paphos" for "Paphos,
 * Cyprus"); what the price covers when most of its words agree. A field the
 * extractor fills that the text does not support counts as wrong too.
 */
import { extractQuoteFields } from '../extract';
import { FIELD_KEYS, type FieldKey } from '../schema';
import { CORPUS } from './index';
import type { CorpusCase } from './types';

const norm = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/^the /, '')
    .trim();
const words = (s: string) => new Set(norm(s).split(' ').filter(Boolean));

export function fieldMatches(key: FieldKey, expected: string | number, got: unknown): boolean {
  if (got === undefined) return false;
  if (typeof expected === 'number') return got === expected;
  if (typeof got !== 'string') return false;
  if (['hotel_name', 'room_type', 'outbound_airline', 'return_airline'].includes(key))
    return norm(got) === norm(expected);
  if (key === 'destination') {
    const first = (s: string) => norm(s.split(',')[0] ?? '');
    return norm(got) === norm(expected) || first(got) === first(expected);
  }
  if (key === 'price_covers') {
    const a = words(expected);
    const b = words(got);
    const common = [...a].filter((w) => b.has(w)).length;
    return common / Math.max(a.size, b.size) >= 0.7;
  }
  return got === expected;
}

export type FieldScore = { right: number; expected: number; spurious: number };
export type CaseResult = { id: string; wrong: { key: FieldKey; expected?: string | number; got?: unknown }[] };

export function scoreCorpus(cases: CorpusCase[] = CORPUS) {
  const perField = Object.fromEntries(FIELD_KEYS.map((k) => [k, { right: 0, expected: 0, spurious: 0 }])) as Record<
    FieldKey,
    FieldScore
  >;
  const results: CaseResult[] = [];
  for (const c of cases) {
    const { fields } = extractQuoteFields(c.text, { jsonLd: c.jsonLd, today: c.today ?? '2026-11-01' });
    const wrong: CaseResult['wrong'] = [];
    for (const key of FIELD_KEYS) {
      const expected = c.expected[key];
      const got = fields[key]?.value;
      const score = perField[key];
      if (expected !== undefined) {
        score.expected += 1;
        if (fieldMatches(key, expected, got)) score.right += 1;
        else wrong.push({ key, expected, got });
      } else if (got !== undefined) {
        score.spurious += 1;
        wrong.push({ key, got });
      }
    }
    results.push({ id: c.id, wrong });
  }
  const total = Object.values(perField).reduce(
    (a, s) => ({ right: a.right + s.right, expected: a.expected + s.expected, spurious: a.spurious + s.spurious }),
    { right: 0, expected: 0, spurious: 0 },
  );
  const accuracy = (s: FieldScore) => (s.expected + s.spurious === 0 ? 1 : s.right / (s.expected + s.spurious));
  return { perField, total, overall: accuracy(total), accuracy, results };
}
