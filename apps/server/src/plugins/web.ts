import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { ERROR_MESSAGES } from '@haetbit/contracts';

export interface WebOptions {
  distDir: string;
}

/** Paths whose unknown URLs answer JSON 404, never the web app. */
const API_PREFIXES = [
  '/api/',
  '/open/',
  '/docs',
  '/dev/',
  '/nanoom-data/',
  '/calc-proposal-data/',
  '/latest-smp-rec',
];
/** Client-side routes of the single-page app: unknown paths under these serve index.html. */
const SPA_PREFIXES = ['/app', '/partner', '/admin'];

/**
 * Serves the built web app: hashed assets with a year-long immutable cache, index.html never
 * cached, and the SPA fallback for client routes. Without a build, API calls still work.
 */
export const webPlugin = fp<WebOptions>(
  async (app, options) => {
    const indexPath = join(options.distDir, 'index.html');
    const hasBuild = existsSync(indexPath);
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: options.distDir,
        wildcard: false,
        index: ['index.html'],
        setHeaders(res, path) {
          if (path.includes('/assets/')) {
            res.header('cache-control', 'public, max-age=31536000, immutable');
          } else {
            res.header('cache-control', 'no-cache');
          }
        },
      });
    } else {
      app.log.warn({ distDir: options.distDir }, 'web build not found: serving the API only');
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isApi = API_PREFIXES.some((prefix) => path.startsWith(prefix));
      const isSpa =
        request.method === 'GET' &&
        SPA_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
      if (!isApi && hasBuild && (isSpa || path === '/')) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply
        .status(404)
        .send({ code: 'ROUTE_NOT_FOUND', message: ERROR_MESSAGES.ROUTE_NOT_FOUND });
    });
  },
  { name: 'web' },
);
