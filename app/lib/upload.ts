import { isApiErrorCode } from '@domain/errors';
import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES, type UploadPurpose } from '@domain/limits';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api';
import { getSession, refreshSession } from './session';

/** What POST /api/uploads answers. */
export type UploadedImage = {
  id: string;
  url: string;
  contentType: string;
  size: number;
  width?: number;
  height?: number;
};

export type UploadOptions = {
  /** 0..1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

export const UPLOAD_TYPE_MESSAGE = 'File must be a JPEG, PNG, WebP or GIF image';
export const UPLOAD_SIZE_MESSAGE = 'File must be 5 MB or smaller';
export const UPLOAD_ACCEPT = UPLOAD_IMAGE_TYPES.join(',');

/**
 * The browser's early word on a file (its claimed type and size). The server
 * checks the bytes again; this only saves a pointless upload.
 */
export function precheckImage(file: File): string | null {
  if (file.type && !UPLOAD_IMAGE_TYPES.some((t) => t === file.type)) return UPLOAD_TYPE_MESSAGE;
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_SIZE_MESSAGE;
  return null;
}

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

function isErrorBody(v: unknown): v is ErrorBody {
  if (typeof v !== 'object' || v === null || !('error' in v)) return false;
  const e = v.error;
  return typeof e === 'object' && e !== null && 'code' in e && 'message' in e;
}

function isUploaded(v: unknown): v is UploadedImage {
  return typeof v === 'object' && v !== null && 'url' in v && typeof v.url === 'string' && 'id' in v;
}

function send(file: File, purpose: UploadPurpose, token: string | null, o: UploadOptions) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    // XMLHttpRequest, not fetch: only XHR reports upload progress.
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploads');
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) o.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // A proxy's HTML error page: handled as a generic failure below.
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    o.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    // The purpose goes first so the server knows it before the bytes arrive.
    form.append('purpose', purpose);
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/**
 * Uploads one image with the signed-in user's token, reporting progress.
 * Resolves with its URL (/uploads/<key>); throws ApiError with the server's
 * field messages (fields.file) on failure.
 */
export async function uploadImage(
  file: File,
  purpose: UploadPurpose,
  options: UploadOptions = {},
): Promise<UploadedImage> {
  const early = precheckImage(file);
  if (early) throw new ApiError(400, 'validation_failed', early, { file: early });
  const token = getSession()?.accessToken ?? null;
  let res = await send(file, purpose, token, options);
  if (res.status === 401 && token) {
    const renewed = await refreshSession({ force: true });
    if (renewed && renewed.accessToken !== token) res = await send(file, purpose, renewed.accessToken, options);
  }
  if (res.status >= 200 && res.status < 300 && isUploaded(res.body)) {
    options.onProgress?.(1);
    return res.body;
  }
  if (isErrorBody(res.body)) {
    const e = res.body.error;
    const code = isApiErrorCode(e.code) ? e.code : (`http_${res.status}` as const);
    throw new ApiError(res.status, code, e.fields?.file ?? e.message, e.fields);
  }
  throw new ApiError(res.status, `http_${res.status}`, `The upload failed (${res.status}). Please try again.`);
}
