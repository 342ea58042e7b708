import { OutboxSchema } from '@domain/schemas/dev';
import { request } from '~/lib/api';

/** Query keys of the development pages. */
export const devKeys = {
  outbox: () => ['dev', 'outbox'] as const,
};

/** The mail kept in the database when no SMTP server is set, newest first. */
export const getOutbox = (signal?: AbortSignal) => request(OutboxSchema, '/api/dev/outbox', { signal });
