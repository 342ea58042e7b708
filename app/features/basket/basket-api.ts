export type { AddBasketItemRequest as AddItemBody, BasketResponse } from '@domain/live/types';
