import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../db';
import { appSecrets } from '../db/schema';

/*
 * Field encryption at rest (passport numbers, medical notes): AES-256-GCM with
 * a 32-byte key from FIELD_ENCRYPTION_KEY, or one generated on first start and
 * kept in app_secrets (as the JWT key is when JWT_SECRET is unset).
 *
 * A stored value is versioned so keys can rotate: `v1.<key id>.<iv>.<tag>.<ciphertext>`
 * (base64url parts; the key id is the first 8 hex characters of the key's
 * SHA-256). A cipher decrypts with any key it holds whose id matches, so a new
 * key can be added while old values are still read, then rewritten.
 */

const VERSION = 'v1';
const IV_BYTES = 12;
const KEY_BYTES = 32;
const STORED_KEY_NAME = 'field-encryption';

export type FieldCipher = {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
  /** encrypt, keeping null and empty text as null. */
  encryptOptional(plain: string | null | undefined): string | null;
  /** decrypt, keeping null as null. */
  decryptOptional(stored: string | null | undefined): string | null;
};

const keyId = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

/** Parses a configured key: base64 (or base64url) of exactly 32 bytes, else null. */
export function parseFieldKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return null;
  const key = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === KEY_BYTES ? key : null;
}

/**
 * A cipher over one current key (which encrypts) and older keys (which only
 * decrypt, during a rotation).
 */
export function createFieldCipher(current: Buffer, older: readonly Buffer[] = []): FieldCipher {
  if (current.length !== KEY_BYTES) throw new Error('The field encryption key must be 32 bytes');
  const keys = new Map<string, Buffer>();
  for (const k of [current, ...older]) keys.set(keyId(k), k);
  const currentId = keyId(current);

  function encrypt(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', current, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [VERSION, currentId, iv.toString('base64url'), tag.toString('base64url'), body.toString('base64url')].join(
      '.',
    );
  }

  function decrypt(stored: string): string {
    const [version, id, iv, tag, body, ...rest] = stored.split('.');
    if (version !== VERSION || !id || iv === undefined || tag === undefined || body === undefined || rest.length) {
      throw new Error('Not an encrypted field value');
    }
    const key = keys.get(id);
    if (!key) throw new Error('No key for this encrypted field value');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }

  return {
    encrypt,
    decrypt,
    encryptOptional: (plain) => (plain ? encrypt(plain) : null),
    decryptOptional: (stored) => (stored ? decrypt(stored) : null),
  };
}

const loaded = new WeakMap<Db, Promise<FieldCipher>>();

/**
 * The app's field cipher: FIELD_ENCRYPTION_KEY when set, otherwise a key
 * generated once and kept in the database so every process and restart
 * decrypts alike. Loaded once per database handle.
 */
export function fieldCipher(db: Db, configured: string | undefined): Promise<FieldCipher> {
  let cipher = loaded.get(db);
  if (!cipher) {
    cipher = loadKey(db, configured).then((key) => createFieldCipher(key));
    cipher.catch(() => loaded.delete(db));
    loaded.set(db, cipher);
  }
  return cipher;
}

/** The field cipher read afresh (no cache), e.g. inside the demo seed's transaction. */
export async function loadFieldCipher(db: Executor, configured: string | undefined): Promise<FieldCipher> {
  return createFieldCipher(await loadKey(db, configured));
}

async function loadKey(db: Executor, configured: string | undefined): Promise<Buffer> {
  if (configured) {
    const key = parseFieldKey(configured);
    if (!key) throw new Error('FIELD_ENCRYPTION_KEY must be 32 bytes, base64');
    return key;
  }
  await db
    .insert(appSecrets)
    .values({ key: STORED_KEY_NAME, value: randomBytes(KEY_BYTES).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.key, STORED_KEY_NAME));
  const key = row ? parseFieldKey(row.value) : null;
  if (!key) throw new Error('The field encryption key could not be stored');
  return key;
}

/** What a list shows of a secret: its last three characters after bullets ("•••••123"), or null. */
export function maskTail(plain: string | null): string | null {
  if (!plain) return null;
  return `•••••${plain.slice(-3)}`;
}
