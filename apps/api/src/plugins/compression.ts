import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/**
 * Text replies (JSON, HTML, scripts the build did not precompress) go out brotli- or gzip-compressed
 * when the client accepts it and they are over 1 kB. Files already carrying Content-Encoding (the
 * build's .br/.gz) pass through, and event streams are never buffered. Request bodies are not
 * decompressed: nothing sends them compressed, and it would open a decompression-bomb door.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
  });
}
