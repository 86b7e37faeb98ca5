import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/**
 * Compresses answers the client accepts compressed (brotli, else gzip) once they pass 1 KB: below
 * that the saving is smaller than the cost. The built web files already carry brotli and gzip
 * copies and a `Content-Encoding`, which this leaves alone. Brotli runs at quality 4 (the
 * plugin's default): quality 11 costs tens of milliseconds a response for a few per cent.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'compression' },
);
