/**
 * Compressed answers (issue 10, decision 013). The web build's assets are compressed at build time
 * (vite.config.ts) and sent as they are (web-app.ts); everything else compressible, JSON above all,
 * is compressed here when the client accepts it: Brotli at quality 4 (fast enough per request) or
 * gzip, from 1 KB up. Streams (CSV exports) are compressed as they flow. Types that must not be
 * buffered or are compressed already are left alone: text/event-stream is not in the compressible
 * list, and images, PDFs and office files are marked incompressible by mime-db. Request bodies are
 * not inflated: no client of this API compresses them, and inflating is work an attacker controls.
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this, the bytes saved do not pay for the work (and the header). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Answers up to this size are compressed in one call on the event loop, larger ones through a
 * zlib stream. @fastify/compress defaults to 8 KB on two cores, so a 30-row search page (about
 * 56 KB) went through a per-answer stream and a chunked answer: 2.7 ms more than no compression,
 * where Brotli quality 4 compresses it in one call in 0.4 ms (decision 039).
 */
export const COMPRESS_SYNC_MAX_BYTES = 256 * 1024;

export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    syncThreshold: COMPRESS_SYNC_MAX_BYTES,
    globalDecompression: false,
  });
}
