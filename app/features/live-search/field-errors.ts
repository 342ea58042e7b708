import type { z } from 'zod';

/** Field path -> first message, e.g. { 'rooms.0.childAges': 'Enter an age for each child' }. */
export type FieldErrors = Record<string, string>;

/** Flattens a zod error into one message per field path (the first one wins). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** Merges an API 400's fields (already keyed by path) with local ones. */
export function errorAt(errors: FieldErrors, ...keys: string[]): string | undefined {
  for (const k of keys) if (errors[k]) return errors[k];
  return undefined;
}
