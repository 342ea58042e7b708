import {
  SupplierListResponseSchema,
  SupplierSchema,
  SupplierTagsResponseSchema,
  SupplierUpdateListResponseSchema,
  SupplierUpdateReadAllResponseSchema,
  SupplierUpdateSchema,
  type SupplierSort,
  type SupplierStatusFilter,
} from '@domain/suppliers/responses';
import type { SupplierInput, SupplierType, SupplierUpdateInput } from '@domain/suppliers/schema';
import { ApiError, noContent, queryString, request } from '~/lib/api';
import { getSession, refreshSession } from '~/lib/session';

export type SupplierListParams = {
  q?: string;
  type?: SupplierType | 'all';
  tag?: string;
  status?: SupplierStatusFilter;
  sort?: SupplierSort;
  has_logo?: 'true';
  page?: number;
  pageSize?: number;
};

export type SupplierUpdateListParams = {
  q?: string;
  show?: 'all' | 'unread';
  supplier_id?: string;
  page?: number;
  pageSize?: number;
};

/** Query keys of the suppliers area; every write invalidates `supplierKeys.all` (or `updates`). */
export const supplierKeys = {
  all: ['suppliers'] as const,
  list: (params: SupplierListParams) => ['suppliers', 'list', params] as const,
  tags: (status: SupplierStatusFilter) => ['suppliers', 'tags', status] as const,
  one: (id: string) => ['suppliers', 'one', id] as const,
  updates: ['supplier-updates'] as const,
  updateList: (params: SupplierUpdateListParams) => ['supplier-updates', 'list', params] as const,
};

const supplierPath = (id: string) => `/api/suppliers/${encodeURIComponent(id)}`;
const updatePath = (id: string) => `/api/supplier-updates/${encodeURIComponent(id)}`;

export const listSuppliers = (params: SupplierListParams, signal?: AbortSignal) =>
  request(SupplierListResponseSchema, `/api/suppliers${queryString(params)}`, { signal });

export const listSupplierTags = (status: SupplierStatusFilter, signal?: AbortSignal) =>
  request(SupplierTagsResponseSchema, `/api/suppliers/tags${queryString({ status })}`, { signal });

export const getSupplier = (id: string, signal?: AbortSignal) => request(SupplierSchema, supplierPath(id), { signal });

export const createSupplier = (body: SupplierInput) =>
  request(SupplierSchema, '/api/suppliers', { method: 'POST', body });

export const updateSupplier = (id: string, body: SupplierInput) =>
  request(SupplierSchema, supplierPath(id), { method: 'PUT', body });

export const archiveSupplier = (id: string) =>
  request(SupplierSchema, `${supplierPath(id)}/archive`, { method: 'POST' });

export const restoreSupplier = (id: string) =>
  request(SupplierSchema, `${supplierPath(id)}/restore`, { method: 'POST' });

export const listSupplierUpdates = (params: SupplierUpdateListParams, signal?: AbortSignal) =>
  request(SupplierUpdateListResponseSchema, `/api/supplier-updates${queryString(params)}`, { signal });

export const markSupplierUpdateRead = (id: string) => request(noContent, `${updatePath(id)}/read`, { method: 'POST' });

export const markAllSupplierUpdatesRead = () =>
  request(SupplierUpdateReadAllResponseSchema, '/api/supplier-updates/read-all', { method: 'POST' });

export const createSupplierUpdate = (body: SupplierUpdateInput) =>
  request(SupplierUpdateSchema, '/api/supplier-updates', { method: 'POST', body });

export const editSupplierUpdate = (id: string, body: SupplierUpdateInput) =>
  request(SupplierUpdateSchema, updatePath(id), { method: 'PUT', body });

export const deleteSupplierUpdate = (id: string) => request(noContent, updatePath(id), { method: 'DELETE' });

/** Downloads the directory (as filtered) as a CSV file. */
export async function downloadSuppliersCsv(params: Omit<SupplierListParams, 'page' | 'pageSize'>): Promise<void> {
  const path = `/api/suppliers/export${queryString(params)}`;
  const get = (token: string | null) => fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const token = getSession()?.accessToken ?? null;
  let res = await get(token);
  if (res.status === 401 && token) {
    const renewed = await refreshSession({ force: true });
    if (renewed) res = await get(renewed.accessToken);
  }
  if (!res.ok)
    throw new ApiError(res.status, `http_${res.status}`, 'Could not export the suppliers. Please try again.');
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `suppliers-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
