import { z } from 'zod';
import { BasketResponseSchema } from '@domain/live/responses';
import { LeadPassengerSchema, PaymentSchema } from '@domain/live/schemas';

const key = z.uuid({ error: 'Send a new idempotency key (a UUID) with each checkout' });

export const CheckoutBodySchema = z.object({
  idempotencyKey: key,
  leadPassenger: LeadPassengerSchema,
  payment: PaymentSchema,
});
export const RetryBodySchema = z.object({ idempotencyKey: key });
export const PackageParamsSchema = z.object({ packageId: z.string().max(60) });

// The answers' schemas are shared with the SPA, which checks its answers against them.
export { CheckoutAcceptedSchema, PackageResponseSchema } from '@domain/live/responses';

/** 409: price_changed carries the re-priced basket; other conflicts only the error. */
export const CheckoutConflictSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
  basket: BasketResponseSchema.optional(),
});
