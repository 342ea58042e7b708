import { UPLOAD_PATH } from './ids';

/**
 * Where a picture on a quote may come from (issue 18): an upload of this app
 * (/uploads/<uuid>.<ext>), one of the app's own pictures (/images/..., e.g.
 * the demo quotes' photos) or an absolute https:// address. Anything else,
 * protocol-relative //host/x.png included, is refused: it would load from
 * wherever the page happens to be and breaks the page's og:image.
 */
export const OWN_UPLOAD_PATH = UPLOAD_PATH;

const OWN_PICTURE_PATH = /^\/images\/(?:[a-z0-9_-]+\/)*[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.(?:jpe?g|png|webp|gif|svg)$/i;

function isHttpsAddress(value: string): boolean {
  if (!/^https:\/\/[^/]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** True for an upload of this app, one of its own pictures, or an absolute https address. */
export function isAllowedImageUrl(value: string): boolean {
  return OWN_UPLOAD_PATH.test(value) || OWN_PICTURE_PATH.test(value) || isHttpsAddress(value);
}

/** The message a refused picture address gets, naming its field. */
export function imageUrlMessage(label: string): string {
  return `${label} must be an image uploaded here or an https:// address`;
}
