import { CheckoutAcceptedSchema, PackageResponseSchema } from '@domain/live/responses';
import type { CheckoutRequest } from '@domain/live/types';
import { request } from '~/lib/api';

/** Starts booking the basket as one package (202: booking goes on in the background). */
export const startCheckout = (body: CheckoutRequest) =>
  request(CheckoutAcceptedSchema, '/api/checkout', { method: 'POST', body });

/** A package and how far its booking has got. */
export const getPackage = (packageId: string, signal?: AbortSignal) =>
  request(PackageResponseSchema, `/api/checkout/${encodeURIComponent(packageId)}`, { signal });
