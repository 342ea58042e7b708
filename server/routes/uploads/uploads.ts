import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_MAX_BYTES } from '@domain/limits';
import { uploads } from '../../db/schema';
import { validation } from '../../errors';
import { createStorage, STORAGE_KEY } from '../../integrations/storage';
import { enforce } from '../../lib/rate-limit';
import { viewerOf } from '../../plugins/auth';
import { CONTENT_TYPE_BY_EXT, detectImage, keyExt } from './image-type';
import { readUpload } from './read-upload';
import { UPLOAD_MESSAGES, UploadDtoSchema, UploadKeyParamsSchema } from './schema';

/** Uploads per user per window: generous for a gallery, a wall against a script. */
const UPLOAD_RULE = { limit: 120, windowS: 600 };

/**
 * POST /api/uploads stores an image checked by its bytes; GET /uploads/:key
 * serves it. Multipart is registered here only, so no other route accepts it.
 */
const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env } = app.ctx;
  const storage = createStorage(env);
  await app.register(multipart, {
    // One byte over the limit marks the file truncated: we answer 400, not 413.
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 3, fields: 5, fieldSize: 1024, parts: 10 },
    throwFileSizeLimit: false,
  });

  app.post(
    '/api/uploads',
    {
      config: { access: 'dashboard.use' },
      schema: { response: { 201: UploadDtoSchema } },
    },
    async (req, reply) => {
      const viewer = viewerOf(req);
      await enforce(db, [{ key: `upload:${viewer.user.id}`, rule: UPLOAD_RULE }]);
      const { bytes, purpose } = await readUpload(req);
      const image = detectImage(bytes);
      if (!image) throw validation({ file: UPLOAD_MESSAGES.type }, UPLOAD_MESSAGES.type);
      const key = `${randomUUID()}.${image.ext}`;
      await storage.put(key, bytes, image.contentType);
      const [row] = await db
        .insert(uploads)
        .values({
          ownerId: viewer.user.id,
          key,
          purpose,
          contentType: image.contentType,
          size: bytes.length,
          width: image.width ?? null,
          height: image.height ?? null,
          storage: storage.kind,
        })
        .returning({ id: uploads.id });
      if (!row) throw new Error('upload row not stored');
      return reply.status(201).send({
        id: row.id,
        url: storage.url(key),
        contentType: image.contentType,
        size: bytes.length,
        ...(image.width && image.height ? { width: image.width, height: image.height } : {}),
      });
    },
  );

  app.get(
    '/uploads/:key',
    { config: { access: 'public' }, schema: { params: UploadKeyParamsSchema } },
    async (req, reply) => {
      const ext = keyExt(req.params.key, STORAGE_KEY);
      const file = ext ? await storage.get(req.params.key) : null;
      if (!ext || !file)
        return reply
          .status(404)
          .header('cache-control', 'no-store')
          .send({ error: { code: 'not_found', message: 'Not found.' } });
      reply
        // The type comes from the key the server chose after sniffing, never from the uploader.
        .type(CONTENT_TYPE_BY_EXT[ext])
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cross-origin-resource-policy', 'same-site');
      if (file.size !== null) reply.header('content-length', file.size);
      return reply.send(file.body);
    },
  );
};

export default uploadRoutes;
