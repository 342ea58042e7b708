import {
  CHAT_BACKOFF_CAP_MS,
  CHAT_BACKOFF_FACTOR,
  CHAT_BACKOFF_START_MS,
  CHAT_IDENTIFY_DELAY_MS,
  CHAT_MAX_RETRIES,
  CHAT_UNAUTHORIZED_BACKOFF_START_MS,
} from '@domain/constants';
import { ROLE_CHAT_LABEL, type Role } from '@domain/roles';
import { backoffDelays } from '~/lib/session-timing';

/** What the chat widget exposes to us: attributes with a node-style callback. */
export type ChatWidget = {
  setAttributes(attrs: Record<string, string>, callback: (error?: unknown) => void): void;
};

export type ChatVisitor = {
  id: string;
  email: string;
  createdAt: string;
  role: Role;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  agency: string | null;
};

export type IdentifyDeps = {
  findWidget: () => ChatWidget | null;
  fetchHash: () => Promise<string>;
  sleep: (ms: number) => Promise<void>;
  signal?: AbortSignal;
};

export type IdentifyOutcome = 'identified' | 'no-widget' | 'failed' | 'aborted';

/** The visitor attributes of SPEC 7. */
export function visitorAttributes(v: ChatVisitor, hash: string | null): Record<string, string> {
  const name = [v.firstName, v.lastName].filter(Boolean).join(' ') || v.email;
  const attrs: Record<string, string> = {
    name,
    email: v.email,
    job: ROLE_CHAT_LABEL[v.role],
    phone: (v.phone ?? '').replace(/\s+/g, ''),
    notes: `Agency: ${v.agency?.trim() ? v.agency : 'N/A'} | User ID: ${v.id} | Created: ${v.createdAt}`,
  };
  if (hash) attrs.hash = hash;
  return attrs;
}

function errorText(e: unknown): string {
  if (typeof e === 'string') return e;
  if (e instanceof Error) return e.message;
  return String(e);
}

function setAttributes(widget: ChatWidget, attrs: Record<string, string>): Promise<unknown> {
  return new Promise((resolve) => widget.setAttributes(attrs, (error) => resolve(error ?? null)));
}

/**
 * Identifies the signed-in user to the chat widget (SPEC 4, 8): wait 8 s, poll
 * for the widget up to 5 times (1 s, x1.5, cap 10 s), fetch the hash (a failure
 * is silent), then set the attributes, retrying UNAUTHORIZED_API_CALL from 2 s.
 */
export async function identifyChatVisitor(visitor: ChatVisitor, deps: IdentifyDeps): Promise<IdentifyOutcome> {
  const aborted = () => deps.signal?.aborted === true;
  await deps.sleep(CHAT_IDENTIFY_DELAY_MS);
  if (aborted()) return 'aborted';

  let widget = deps.findWidget();
  for (const delay of backoffDelays(
    CHAT_BACKOFF_START_MS,
    CHAT_BACKOFF_FACTOR,
    CHAT_BACKOFF_CAP_MS,
    CHAT_MAX_RETRIES,
  )) {
    if (widget) break;
    await deps.sleep(delay);
    if (aborted()) return 'aborted';
    widget = deps.findWidget();
  }
  if (!widget) return 'no-widget';

  const hash = await deps.fetchHash().catch(() => null);
  if (aborted()) return 'aborted';
  const attrs = visitorAttributes(visitor, hash);

  const retries = backoffDelays(
    CHAT_UNAUTHORIZED_BACKOFF_START_MS,
    CHAT_BACKOFF_FACTOR,
    CHAT_BACKOFF_CAP_MS,
    CHAT_MAX_RETRIES,
  );
  for (let attempt = 0; ; attempt++) {
    const error = await setAttributes(widget, attrs);
    if (!error) return 'identified';
    const delay = retries[attempt];
    if (!errorText(error).includes('UNAUTHORIZED_API_CALL') || delay === undefined) return 'failed';
    await deps.sleep(delay);
    if (aborted()) return 'aborted';
  }
}
