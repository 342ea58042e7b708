import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import { QuoteInputSchema, type QuoteInput } from '@domain/quotes/schema';
import { formPathFor, toQuoteInput, type BuilderValues, type FieldErrorMap } from './form-model';

/** Validates the form as the API will: pounds parsed to pence first, then QuoteInputSchema. */
export function validateBuilder(
  values: BuilderValues,
): { ok: true; input: QuoteInput } | { ok: false; errors: FieldErrorMap } {
  const { input, errors } = toQuoteInput(values);
  const parsed = QuoteInputSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = formPathFor(issue.path);
      // The pounds message is clearer than the schema's view of the null it became.
      errors[path] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}

/** react-hook-form resolver over validateBuilder; errors land on the fields by path. */
export const builderResolver: Resolver<BuilderValues> = async (values, _context, options) => {
  const result = validateBuilder(values);
  if (result.ok) return { values, errors: {} };
  const flat: Record<string, FieldError> = {};
  for (const [path, message] of Object.entries(result.errors)) flat[path] = { type: 'validate', message };
  return { values: {}, errors: toNestErrors(flat, options) };
};
