import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertKey, uploadUrl, type FileStorage } from './interface';

export type S3Options = {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, Spaces ...); AWS when unset. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Key prefix inside the bucket, e.g. 'uploads/'. */
  prefix: string;
};

/**
 * An S3-compatible bucket. Files are still served through the app at
 * /uploads/<key>, so the bucket can stay private and the page's content
 * security policy needs no outside origin.
 */
export function createS3Storage(o: S3Options): FileStorage {
  const client = new S3Client({
    region: o.region,
    endpoint: o.endpoint,
    // Path-style addressing is what most S3-compatible servers expect.
    forcePathStyle: Boolean(o.endpoint),
    credentials:
      o.accessKeyId && o.secretAccessKey
        ? { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey }
        : undefined,
  });
  const objectKey = (key: string) => {
    assertKey(key);
    return `${o.prefix}${key}`;
  };
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: o.bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: o.bucket, Key: objectKey(key) }));
        if (!(res.Body instanceof Readable)) return null;
        return { body: res.Body, contentType: res.ContentType ?? null, size: res.ContentLength ?? null };
      } catch (err) {
        if (err instanceof NoSuchKey) return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: o.bucket, Key: objectKey(key) }));
    },
    url: uploadUrl,
  };
}
