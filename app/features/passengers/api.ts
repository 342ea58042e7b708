import {
  HouseholdListResponseSchema,
  HouseholdSchema,
  PassengerDetailSchema,
  PassengerEraseResponseSchema,
  PassengerListResponseSchema,
  PassengerSensitiveSchema,
  PassportAlertsResponseSchema,
} from '@domain/passengers/responses';
import type {
  HouseholdCreateInput,
  HouseholdUpdateInput,
  PassengerCreateInput,
  PassengerSort,
  PassengerUpdateInput,
} from '@domain/passengers/schema';
import { ApiError, noContent, queryString, request } from '~/lib/api';
import { getSession, refreshSession } from '~/lib/session';

/** GET /api/passengers (and the admin's /api/admin/passengers): one page. */
export type PassengerListParams = {
  q?: string;
  sort?: PassengerSort;
  passport?: 'expiring' | 'flagged' | '';
  travel?: 'upcoming' | '';
  page?: number;
  pageSize?: number;
};

export type ListScope = 'own' | 'all';

/** Query keys of the passengers area; every write invalidates `passengerKeys.all`. */
export const passengerKeys = {
  all: ['passengers'] as const,
  list: (scope: ListScope, params: PassengerListParams) => ['passengers', 'list', scope, params] as const,
  detail: (id: string) => ['passengers', 'detail', id] as const,
  households: () => ['passengers', 'households'] as const,
  alerts: () => ['passengers', 'alerts'] as const,
};

const base = (scope: ListScope) => (scope === 'all' ? '/api/admin/passengers' : '/api/passengers');
const path = (id: string) => `/api/passengers/${encodeURIComponent(id)}`;

export const listPassengers = (scope: ListScope, params: PassengerListParams, signal?: AbortSignal) =>
  request(PassengerListResponseSchema, `${base(scope)}${queryString(params)}`, { signal });

export const getPassenger = (id: string, signal?: AbortSignal) => request(PassengerDetailSchema, path(id), { signal });

export const createPassenger = (body: PassengerCreateInput) =>
  request(PassengerDetailSchema, '/api/passengers', { method: 'POST', body });

export const updatePassenger = (id: string, body: PassengerUpdateInput) =>
  request(PassengerDetailSchema, path(id), { method: 'PATCH', body });

export const erasePassenger = (id: string) => request(PassengerEraseResponseSchema, path(id), { method: 'DELETE' });

export const revealPassenger = (id: string) =>
  request(PassengerSensitiveSchema, `${path(id)}/reveal`, { method: 'POST' });

export const linkQuote = (id: string, quoteId: string) =>
  request(PassengerDetailSchema, `${path(id)}/quotes`, { method: 'POST', body: { quote_id: quoteId } });

export const unlinkQuote = (id: string, quoteId: string) =>
  request(PassengerDetailSchema, `${path(id)}/quotes/${encodeURIComponent(quoteId)}`, { method: 'DELETE' });

export const getPassportAlerts = (signal?: AbortSignal) =>
  request(PassportAlertsResponseSchema, '/api/passengers/passport-alerts', { signal });

export const listHouseholds = (signal?: AbortSignal) =>
  request(HouseholdListResponseSchema, '/api/households', { signal });

export const createHousehold = (body: HouseholdCreateInput) =>
  request(HouseholdSchema, '/api/households', { method: 'POST', body });

export const updateHousehold = (id: string, body: HouseholdUpdateInput) =>
  request(HouseholdSchema, `/api/households/${encodeURIComponent(id)}`, { method: 'PATCH', body });

export const deleteHousehold = (id: string) =>
  request(noContent, `/api/households/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Fetches a file with the caller's token (refreshing once) and saves it under `filename`. */
async function download(url: string, filename: string, failure: string): Promise<void> {
  const get = (token: string | null) => fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const token = getSession()?.accessToken ?? null;
  let res = await get(token);
  if (res.status === 401 && token) {
    const renewed = await refreshSession({ force: true });
    if (renewed) res = await get(renewed.accessToken);
  }
  if (!res.ok) throw new ApiError(res.status, `http_${res.status}`, failure);
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 1000);
}

const today = () => new Date().toISOString().slice(0, 10);

/** The list (as searched and filtered) as a CSV file. */
export const downloadPassengersCsv = (scope: ListScope, params: Omit<PassengerListParams, 'page' | 'pageSize'>) =>
  download(
    `${base(scope)}/export.csv${queryString(params)}`,
    `${scope === 'all' ? 'all-passengers' : 'passengers'}-${today()}.csv`,
    'Could not export the passengers. Please try again.',
  );

/** Everything held on one passenger (GDPR access request) as a JSON file. */
export const downloadPassengerJson = (id: string, name: string) =>
  download(
    `${path(id)}/export`,
    `passenger-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${today()}.json`,
    'Could not export this passenger. Please try again.',
  );
