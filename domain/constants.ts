/** Business constants of SPEC 9, shared by the SPA and the server. */
export const PROFILE_CACHE_TTL_MS = 30 * 60 * 1000;
export const PROFILE_FETCH_TIMEOUT_MS = 12_000;
export const PROFILE_FETCH_AFTER_SIGN_IN_TIMEOUT_MS = 10_000;
export const SIGN_IN_TIMEOUT_MS = 15_000;
export const REFRESH_WHEN_REMAINING_S = 900;
export const REFRESH_MIN_INTERVAL_MS = 10_000;
export const SESSION_CHECK_INTERVAL_MS = 3_000;
export const VISIBILITY_CHECK_INTERVAL_MS = 5 * 60 * 1000;
export const SESSION_DEBOUNCE_MS = 2_000;
export const AUTH_EVENT_DEDUPE_MS = 1_000;
export const REFOCUS_FORCE_REFRESH_AFTER_MS = 30_000;
export const GUARD_LOADING_WAIT_MS = 3_000;
export const RELOAD_AFTER_SIGN_IN_MS = 2_000;
export const PROFILE_REFRESH_DELAY_MS = 500;
export const DEFAULT_RESET_COOLDOWN_S = 12;
export const PASSWORD_MIN_LENGTH = 8;
export const FALLBACK_AGENCY_NAME = 'To be decided on';

/** The agency name to show: sign-up's placeholder is not a name, so it is never displayed. */
export function shownAgencyName(name: string | null | undefined): string | null {
  const trimmed = name?.trim();
  return trimmed && trimmed !== FALLBACK_AGENCY_NAME ? trimmed : null;
}
export const CONTRAST_THRESHOLD = 4.5;
export const CURRENCY = 'GBP';

export const CHAT_IDENTIFY_DELAY_MS = 8_000;
export const CHAT_MAX_RETRIES = 5;
export const CHAT_BACKOFF_START_MS = 1_000;
export const CHAT_BACKOFF_FACTOR = 1.5;
export const CHAT_BACKOFF_CAP_MS = 10_000;
export const CHAT_UNAUTHORIZED_BACKOFF_START_MS = 2_000;

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const SONNER_DURATION_MS = 4_000;
export const SONNER_VISIBLE = 3;
export const SONNER_OFFSET = 14;

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const HEADER_SCROLL_THRESHOLD_PX = 20;
export const FEEDBACK_DIALOG_WIDTH_PX = 600;
export const AUTH_DIALOG_WIDTH_PX = 500;

/** Server-side session lifetimes (DESIGN 6). */
export const ACCESS_TOKEN_TTL_S = 60 * 60;
export const REFRESH_REUSE_GRACE_S = 10;
export const SESSION_ABSOLUTE_LIMIT_S = 30 * 24 * 60 * 60;
export const ONE_TIME_TOKEN_TTL_S = 60 * 60;

/** Local storage keys of the SPA. */
export const STORAGE_KEYS = {
  sessionBackup: 'ap.session-backup',
  profileCachePrefix: 'ap.profile-cache.',
  sidebarCollapsed: 'ap.sidebar-collapsed',
  signInInProgress: 'ap.sign-in-in-progress',
  redirectAfterLogin: 'ap.redirect-after-login',
} as const;
