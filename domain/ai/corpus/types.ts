import type { FieldKey } from '../schema';

/** One supplier text with the fields a careful agent would read from it. */
export type CorpusCase = {
  id: string;
  kind: string;
  text: string;
  jsonLd?: unknown[];
  /** Today when the text was received, for dates written without a year. */
  today?: string;
  expected: Partial<Record<FieldKey, string | number>>;
};
