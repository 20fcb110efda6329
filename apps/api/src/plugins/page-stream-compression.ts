import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

/**
 * How a streamed page (decision 0054) is compressed: gzip, whatever else the browser accepts, with
 * the parts React writes in one turn of the event loop compressed together and flushed at once.
 * Brotli on this stream cost several times the page's render (bench/README.md, "Issue 52"), as did
 * handing each small part to the compressor on its own; gzip saves nearly as much on a page.
 * The flush keeps the stream a stream: a part that comes later (a deferred boundary) goes out
 * when it is written, not when the compressor's buffer fills.
 */
const pageEncoding = new Negotiator({ supportedValues: ['gzip'] });

/** The encoding a page is sent with for this Accept-Encoding, or null to send it as it is. */
export const streamedPageEncoding = (acceptEncoding: string | undefined): 'gzip' | null =>
  acceptEncoding ? pageEncoding.negotiate(acceptEncoding) : null;

/** The page's body, gzipped as it comes (see above). */
export function gzipPageStream(body: ReadableStream<Uint8Array>): Readable {
  const gzip = zlib.createGzip();
  const reader = body.getReader();
  let pending: Uint8Array[] = [];
  let scheduled: NodeJS.Immediate | null = null;
  const writePending = () => {
    scheduled = null;
    if (pending.length === 0) return;
    gzip.write(Buffer.concat(pending));
    pending = [];
    gzip.flush(zlib.constants.Z_SYNC_FLUSH);
  };
  // The reader stops when the reply does (the browser went away).
  gzip.once('close', () => void reader.cancel().catch(() => undefined));
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        pending.push(value);
        scheduled ??= setImmediate(writePending);
      }
      if (scheduled) clearImmediate(scheduled);
      gzip.end(Buffer.concat(pending));
    } catch (error) {
      gzip.destroy(error as Error);
    }
  })();
  return gzip;
}
