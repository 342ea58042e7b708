import { z } from 'zod';
import { LeadDetailResponseSchema, LeadListResponseSchema, LeadOwnersResponseSchema } from '@domain/leads/responses';
import type { LeadCreateInput, LeadListQuery, LeadUpdateInput } from '@domain/leads/schema';
import { ApiError, queryString, request } from '~/lib/api';
import { getSession, refreshSession } from '~/lib/session';

/** GET /api/admin/leads: one page of leads (open ones, newest first, when left out). */
export type LeadListParams = Partial<Omit<LeadListQuery, 'q'>> & { q?: string };

/** Query keys of the leads area; every write invalidates `leadKeys.all`. */
export const leadKeys = {
  all: ['leads'] as const,
  list: (params: LeadListParams) => ['leads', 'list', params] as const,
  detail: (id: string) => ['leads', 'detail', id] as const,
  owners: () => ['leads', 'owners'] as const,
};

const leadPath = (id: string) => `/api/admin/leads/${encodeURIComponent(id)}`;

export const listLeads = (params: LeadListParams, signal?: AbortSignal) =>
  request(LeadListResponseSchema, `/api/admin/leads${queryString(params)}`, { signal });

export const getLead = (id: string, signal?: AbortSignal) =>
  request(LeadDetailResponseSchema, leadPath(id), { signal });

export const listLeadOwners = (signal?: AbortSignal) =>
  request(LeadOwnersResponseSchema, '/api/admin/leads/owners', { signal });

export const createLead = (body: LeadCreateInput) =>
  request(LeadDetailResponseSchema, '/api/admin/leads', { method: 'POST', body });

export const updateLead = (id: string, body: LeadUpdateInput) =>
  request(LeadDetailResponseSchema, leadPath(id), { method: 'PATCH', body });

export const addLeadNote = (id: string, body: string) =>
  request(LeadDetailResponseSchema, `${leadPath(id)}/notes`, { method: 'POST', body: { body } });

const ConvertResponseSchema = z.object({ sent_to: z.string(), expires_at: z.string() });

export const convertLead = (id: string) =>
  request(ConvertResponseSchema, `${leadPath(id)}/convert`, { method: 'POST' });

/** Downloads the leads (as filtered and sorted, every page) as a CSV file. */
export async function downloadLeadsCsv(params: Omit<LeadListParams, 'page' | 'pageSize'>): Promise<void> {
  const path = `/api/admin/leads/export.csv${queryString(params)}`;
  const get = (token: string | null) => fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const token = getSession()?.accessToken ?? null;
  let res = await get(token);
  if (res.status === 401 && token) {
    const renewed = await refreshSession({ force: true });
    if (renewed) res = await get(renewed.accessToken);
  }
  if (!res.ok) throw new ApiError(res.status, `http_${res.status}`, 'Could not export the leads. Please try again.');
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'leads.csv';
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
