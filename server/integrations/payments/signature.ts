import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from './interface';

/** Seconds an event's signature stays acceptable (Stripe's default). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

function hmac(secret: string, timestamp: number, body: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

/** The `t=...,v1=...` header Stripe's scheme puts on a webhook: an HMAC-SHA256 over "timestamp.body". */
export function signatureHeader(
  secret: string,
  body: string | Buffer,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/**
 * Checks a signature header over the raw body: a v1 signature made with the
 * secret, at most 300 s old (or ahead). Throws WebhookSignatureError otherwise.
 */
export function verifySignature(
  secret: string,
  body: Buffer,
  header: string | undefined,
  now = Math.floor(Date.now() / 1000),
): void {
  if (!header) throw new WebhookSignatureError('The webhook signature header is missing.');
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2);
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0)
    throw new WebhookSignatureError('The webhook signature header is malformed.');
  if (Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError('The webhook signature is too old.');
  }
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  const ok = signatures.some((s) => timingSafeEqual(Buffer.from(s, 'hex'), expected));
  if (!ok) throw new WebhookSignatureError();
}
