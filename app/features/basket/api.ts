import { BasketResponseSchema, CheckoutAcceptedSchema } from '@domain/live/responses';
import type { AddBasketItemRequest } from '@domain/live/types';
import { request } from '~/lib/api';

export type { AddBasketItemRequest as AddItemBody, BasketResponse } from '@domain/live/types';

/** Query keys of the basket; every change answers the whole basket, written to `basketKeys.basket()`. */
export const basketKeys = {
  basket: () => ['basket'] as const,
};

const itemPath = (id: string) => `/api/basket/items/${encodeURIComponent(id)}`;
const packagePath = (packageId: string) => `/api/checkout/${encodeURIComponent(packageId)}`;

export const getBasket = (signal?: AbortSignal) => request(BasketResponseSchema, '/api/basket', { signal });

export const addBasketItem = (body: AddBasketItemRequest) =>
  request(BasketResponseSchema, '/api/basket/items', { method: 'POST', body });

export const removeBasketItem = (id: string) => request(BasketResponseSchema, itemPath(id), { method: 'DELETE' });

export const clearBasket = () => request(BasketResponseSchema, '/api/basket', { method: 'DELETE' });

/** Books a package's failed items again; the key makes a repeated retry book once. */
export const retryPackage = (packageId: string, idempotencyKey: string) =>
  request(CheckoutAcceptedSchema, `${packagePath(packageId)}/retry`, { method: 'POST', body: { idempotencyKey } });

/** The agent has seen how a package ended: its items leave the basket. */
export const markPackageSeen = (packageId: string) =>
  request(BasketResponseSchema, `${packagePath(packageId)}/seen`, { method: 'POST' });
