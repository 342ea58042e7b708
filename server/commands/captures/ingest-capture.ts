import { randomUUID } from 'node:crypto';
import { UPLOAD_MAX_BYTES } from '@domain/limits';
import { toPlainText } from '@domain/captures/plain-text';
import { CAPTURE_LIMITS, CAPTURE_MESSAGES, type CaptureIngestSchema } from '@domain/captures/schema';
import type { z } from 'zod';
import type { Db } from '../../db';
import { captures, uploads, type CaptureImage } from '../../db/schema';
import { validation } from '../../errors';
import type { FileStorage } from '../../integrations/storage';
import { detectImage, type DetectedImage } from '../../routes/uploads/image-type';
import type { TokenHolder } from './authenticate-token';

type Ingest = z.output<typeof CaptureIngestSchema>;

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The bytes of one base64 image (a data: URL prefix allowed), or a 400 naming `images.<n>`. */
function decodeImage(data: string, n: number): { bytes: Buffer; image: DetectedImage } {
  const body = data.replace(/^data:[\w/+.-]+;base64,/, '').replace(/\s+/g, '');
  const field = `images.${n}`;
  if (body.length > Math.ceil((UPLOAD_MAX_BYTES * 4) / 3) + 4)
    throw validation({ [field]: CAPTURE_MESSAGES.imageSize }, CAPTURE_MESSAGES.imageSize);
  if (!BASE64.test(body) || body.length % 4 === 1)
    throw validation({ [field]: CAPTURE_MESSAGES.image }, CAPTURE_MESSAGES.image);
  const bytes = Buffer.from(body, 'base64');
  if (bytes.length === 0) throw validation({ [field]: CAPTURE_MESSAGES.image }, CAPTURE_MESSAGES.image);
  if (bytes.length > UPLOAD_MAX_BYTES)
    throw validation({ [field]: CAPTURE_MESSAGES.imageSize }, CAPTURE_MESSAGES.imageSize);
  // The same check as POST /api/uploads: the bytes say what it is, never the sender.
  const image = detectImage(bytes);
  if (!image) throw validation({ [field]: CAPTURE_MESSAGES.image }, CAPTURE_MESSAGES.image);
  return { bytes, image };
}

/** JSON-LD blocks parsed; a block that is not JSON is the page's mistake and is skipped. */
function parseJsonLd(blocks: readonly string[]): unknown[] {
  const parsed: unknown[] = [];
  for (const block of blocks) {
    try {
      const value: unknown = JSON.parse(block);
      if (value !== null && typeof value === 'object') parsed.push(value);
    } catch {
      // not JSON: skipped
    }
  }
  return parsed;
}

const textOrNull = (value: string | undefined, max: number) => {
  const text = value ? toPlainText(value, max) : '';
  return text || null;
};

/**
 * Stores a page the extension captured: every image checked by its bytes and
 * stored like an upload (a `capture-image` uploads row), the page's words kept
 * as plain text only, JSON-LD parsed. Images are checked before anything is
 * written, so a bad one leaves nothing behind.
 */
export async function ingestCapture(db: Db, storage: FileStorage, holder: TokenHolder, body: Ingest) {
  const decoded = body.images.map((img, n) => decodeImage(img.data, n));
  const title = toPlainText(body.title, CAPTURE_LIMITS.title) || toPlainText(body.url, CAPTURE_LIMITS.title);
  const stored: (CaptureImage & { bytes: Buffer; size: number })[] = decoded.map(({ bytes, image }) => ({
    key: `${randomUUID()}.${image.ext}`,
    contentType: image.contentType,
    width: image.width ?? null,
    height: image.height ?? null,
    bytes,
    size: bytes.length,
  }));
  for (const s of stored) await storage.put(s.key, s.bytes, s.contentType);
  try {
    return await db.transaction(async (tx) => {
      if (stored.length > 0)
        await tx.insert(uploads).values(
          stored.map((s) => ({
            ownerId: holder.userId,
            key: s.key,
            purpose: 'capture-image',
            contentType: s.contentType,
            size: s.size,
            width: s.width,
            height: s.height,
            storage: storage.kind,
          })),
        );
      const [row] = await tx
        .insert(captures)
        .values({
          userId: holder.userId,
          tokenId: holder.tokenId,
          url: body.url,
          title,
          selectedText: textOrNull(body.selectedText, CAPTURE_LIMITS.selectedText),
          pageText: textOrNull(body.pageText, CAPTURE_LIMITS.pageText),
          images: stored.map(({ key, contentType, width, height }) => ({ key, contentType, width, height })),
          jsonLd: parseJsonLd(body.jsonLd),
          note: body.note?.trim() ? toPlainText(body.note, CAPTURE_LIMITS.note) : null,
          tags: body.tags,
        })
        .returning();
      if (!row) throw new Error('capture not stored');
      return row;
    });
  } catch (err) {
    await Promise.allSettled(stored.map((s) => storage.delete(s.key)));
    throw err;
  }
}
