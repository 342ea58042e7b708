import type { FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES, type UploadPurpose } from '@domain/limits';
import { appError, validation } from '../../errors';
import { UPLOAD_MESSAGES, UploadPurposeSchema } from './schema';

export type ReceivedUpload = { bytes: Buffer; purpose: UploadPurpose };

/**
 * Reads the multipart body to the end (so the browser always gets our answer,
 * not a reset connection) and returns the one file and its purpose, or throws
 * a 400 naming the field.
 */
export async function readUpload(req: FastifyRequest): Promise<ReceivedUpload> {
  if (!req.isMultipart()) throw validation({ file: UPLOAD_MESSAGES.notMultipart });
  let bytes: Buffer | null = null;
  let tooLarge = false;
  let purposeRaw: unknown;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || bytes !== null || tooLarge) {
          // Only the first `file` counts; drain anything else.
          part.file.resume();
          continue;
        }
        const buffer = await part.toBuffer();
        if (part.file.truncated) tooLarge = true;
        else bytes = buffer;
      } else if (part.fieldname === 'purpose') {
        purposeRaw = part.value;
      }
    }
  } catch (err) {
    // @fastify/multipart's own errors carry a 4xx the error handler maps; the
    // parser's (no boundary, a wrong one, a body cut short) are plain errors.
    if (hasClientStatus(err)) throw err;
    throw appError('invalid_multipart', UPLOAD_MESSAGES.malformed, { file: UPLOAD_MESSAGES.malformed });
  }
  const fields: Record<string, string> = {};
  if (tooLarge) fields.file = UPLOAD_MESSAGES.size;
  else if (bytes === null) fields.file = UPLOAD_MESSAGES.missing;
  else if (bytes.length === 0) fields.file = UPLOAD_MESSAGES.empty;
  else if (bytes.length > UPLOAD_MAX_BYTES) fields.file = UPLOAD_MESSAGES.size;
  const purpose = UploadPurposeSchema.safeParse(purposeRaw);
  if (!purpose.success) fields.purpose = purpose.error.issues[0]?.message ?? 'Purpose is not valid';
  if (Object.keys(fields).length > 0 || bytes === null || !purpose.success)
    throw validation(fields, fields.file ?? fields.purpose);
  return { bytes, purpose: purpose.data };
}

function hasClientStatus(err: unknown): boolean {
  if (typeof err !== 'object' || err === null || !('statusCode' in err)) return false;
  return typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500;
}
