/** What the bytes of an upload turned out to be. */
export type DetectedImage = {
  contentType: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';
  ext: 'jpg' | 'png' | 'webp' | 'gif';
  width?: number;
  height?: number;
};

const startsWith = (b: Buffer, sig: number[], at = 0) =>
  b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);

function pngSize(b: Buffer) {
  // IHDR is always the first chunk: width and height at bytes 16 and 20.
  return b.length >= 24 ? { width: b.readUInt32BE(16), height: b.readUInt32BE(20) } : {};
}

function gifSize(b: Buffer) {
  return b.length >= 10 ? { width: b.readUInt16LE(6), height: b.readUInt16LE(8) } : {};
}

function jpegSize(b: Buffer) {
  // Walk the segments to the first start-of-frame marker (SOF0..SOF15 but not DHT, JPG, DAC).
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return {};
    const marker = b[i + 1] ?? 0;
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01 || marker === 0xff) {
      i += marker === 0xff ? 1 : 2;
      continue;
    }
    const length = b.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    }
    i += 2 + length;
  }
  return {};
}

function webpSize(b: Buffer) {
  const chunk = b.toString('ascii', 12, 16);
  if (chunk === 'VP8X' && b.length >= 30) return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  if (chunk === 'VP8 ' && b.length >= 30)
    return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L' && b.length >= 25) {
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return {};
}

/**
 * Identifies an image by its magic bytes, never by its name or the type the
 * browser claimed. JPEG, PNG, WebP and GIF only: SVG (script-capable) and
 * everything else is refused by returning null.
 */
export function detectImage(b: Buffer): DetectedImage | null {
  if (startsWith(b, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', ext: 'jpg', ...jpegSize(b) };
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { contentType: 'image/png', ext: 'png', ...pngSize(b) };
  if (b.toString('ascii', 0, 6) === 'GIF87a' || b.toString('ascii', 0, 6) === 'GIF89a')
    return { contentType: 'image/gif', ext: 'gif', ...gifSize(b) };
  if (b.toString('ascii', 0, 4) === 'RIFF' && b.toString('ascii', 8, 12) === 'WEBP')
    return { contentType: 'image/webp', ext: 'webp', ...webpSize(b) };
  return null;
}

/** Content types by key extension, for serving a stored file. */
export const CONTENT_TYPE_BY_EXT: Record<DetectedImage['ext'], DetectedImage['contentType']> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

const EXTS: readonly string[] = ['jpg', 'png', 'webp', 'gif'];
const isExt = (v: string | undefined): v is DetectedImage['ext'] => v !== undefined && EXTS.includes(v);

/** The image extension of a server-made storage key, or null when the key is not one of ours. */
export function keyExt(key: string, pattern: RegExp): DetectedImage['ext'] | null {
  const ext = pattern.exec(key)?.[1];
  return isExt(ext) ? ext : null;
}
