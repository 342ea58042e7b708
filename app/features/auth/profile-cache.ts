import type { MeResponse } from '@domain/api';
import { STORAGE_KEYS } from '@domain/constants';
import { storage } from '~/lib/storage';

/** The profile as last fetched for one user (SPEC 3: cached locally per user id). */
export type CachedProfile = { at: number; me: MeResponse };

function isCached(v: unknown): v is CachedProfile {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return typeof o.at === 'number' && typeof o.me === 'object' && o.me !== null;
}

export function readProfileCache(userId: string): CachedProfile | null {
  return storage.getJson(STORAGE_KEYS.profileCachePrefix + userId, isCached);
}

export function writeProfileCache(userId: string, me: MeResponse, now = Date.now()): void {
  storage.setJson(STORAGE_KEYS.profileCachePrefix + userId, { at: now, me } satisfies CachedProfile);
}

export function clearProfileCaches(): void {
  storage.removePrefix(STORAGE_KEYS.profileCachePrefix);
}
