import { STORAGE_KEYS } from '@domain/constants';
import { storage } from '~/lib/storage';

/** The collapsed choice is kept between visits (SPEC 2, 9). */
export function readSidebarCollapsed(): boolean {
  return storage.get(STORAGE_KEYS.sidebarCollapsed) === 'true';
}

export function writeSidebarCollapsed(collapsed: boolean): void {
  storage.set(STORAGE_KEYS.sidebarCollapsed, collapsed ? 'true' : 'false');
}
