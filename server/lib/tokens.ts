import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

/** An opaque token of 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores instead of a token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// The key is an HMAC of the token, not its SHA-256, so the stored hash does not unlock it.
function keyFrom(token: string): Buffer {
  return createHmac('sha256', token).update('refresh-successor').digest();
}

/**
 * Seals a successor refresh token so only a holder of its predecessor can open
 * it: a reuse within the grace window gets the same successor, while a stolen
 * copy of the table yields no usable token.
 */
export function sealSuccessor(predecessor: string, successor: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(predecessor), iv);
  const body = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** Opens what sealSuccessor made; null when it does not belong to this predecessor. */
export function openSuccessor(predecessor: string, sealed: string): string | null {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(predecessor), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
