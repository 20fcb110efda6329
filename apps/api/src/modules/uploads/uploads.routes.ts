import fastifyPlugin from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fastifyMultipart from '@fastify/multipart';
import path from 'node:path';
import { z } from 'zod';
import { ErrorBodySchema, MAX_UPLOAD_BYTES, UploadResponseSchema } from '@sideline/shared';
import { notFound } from '../../lib/errors.js';
import { createDiskStorage, type Storage } from '../../lib/storage.js';
import { requireUser } from '../../plugins/session.js';
import { readImagePart } from './read-image-part.js';
import * as uploadsService from './uploads.service.js';
import { errorResponses } from '../../lib/error-responses.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

const errors = errorResponses(400, 401, 403, 413, 429);

const routes: FastifyPluginAsyncZod = async (app) => {
  // Registered in this child scope only, so no other route accepts multipart bodies. @fastify/multipart
  // does not read the body in its content-type parser, which is why the app's 1 MB bodyLimit does not
  // apply and fileSize is the limit that counts; it is enforced by busboy as the bytes arrive.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024 },
    throwFileSizeLimit: true,
  });

  app.post(
    '/api/uploads/images',
    { schema: { response: { 201: UploadResponseSchema, ...errors } } },
    async (request, reply) => {
      const user = await requireUser(request);
      await uploadsService.consumeUploadQuota(app.db, user.id);
      const { bytes, type } = await readImagePart(request);
      const url = await uploadsService.storeImage({ db: app.db, storage: app.storage }, user.id, bytes, type);
      return reply.status(201).send({ url });
    },
  );

  // A concrete route, so it wins over the web app's `/*` fallback and a missing picture is a JSON 404.
  app.get(
    '/uploads/:name',
    {
      schema: {
        params: z.object({ name: z.string() }),
        response: {
          200: {
            description: 'The image (WebP)',
            content: { 'image/webp': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
          },
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const stored = await uploadsService.openUpload(app.storage, request.params.name);
      if (!stored) throw notFound();
      return (
        reply
          .type('image/webp')
          .header('content-length', stored.bytes)
          // Names are never reused (a new upload gets a new UUID), so the file can be cached forever.
          .header('cache-control', 'public, max-age=31536000, immutable')
          // User content: even if a browser were talked into rendering it as a document, it may do nothing.
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(stored.stream)
      );
    },
  );
};

/**
 * Image uploads: decorates the app with `storage` (files in `{dataDir}/uploads`) and serves
 * `POST /api/uploads/images` and `GET /uploads/:name`. Register once: `app.register(uploadsRoutes)`.
 */
// fastify-plugin runs this in the parent's scope, so `app.storage` is visible app-wide as its type says;
// multipart parsing stays inside `routes`, so only the upload route accepts multipart bodies.
export const uploadsRoutes = fastifyPlugin(async (app) => {
  // The S3 client (a large SDK) loads only for a deployment that stores uploads there.
  app.decorate(
    'storage',
    app.config.s3
      ? (await import('../../lib/s3-storage.js')).createS3Storage(app.config.s3)
      : createDiskStorage(path.join(app.config.dataDir, 'uploads')),
  );
  await app.register(routes);
});
