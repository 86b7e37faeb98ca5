import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { ERROR_MESSAGES, ERROR_STATUS } from '@haetbit/contracts';

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
/**
 * Client-side routes of the single-page app: unknown paths under these serve the app shell (the
 * terms and the privacy policy are public pages of it, linked from the landing page).
 */
const SPA_PREFIXES = ['/app', '/partner', '/admin', '/terms', '/privacy'];

/**
 * The document a page starts from: the prerendered landing page, the owner app's shell with its
 * splash already painted (owner.html), or the consoles' app shell.
 */
function documentFor(path: string): string {
  if (path === '/') return 'index.html';
  return path === '/app' || path.startsWith('/app/') ? 'owner.html' : 'app.html';
}

/**
 * Serves the built web app: hashed assets with a year-long immutable cache, HTML never cached, the
 * prerendered landing page at `/` (index.html), the owner app's shell with its splash (owner.html)
 * under /app and the app shell (app.html) for the consoles' routes.
 * The build stores a brotli and a gzip copy of every text file; the one the client accepts is
 * sent as it is (`Vary: Accept-Encoding` on every file answer). Source maps and the build
 * manifest stay on disk: they are for error reports, not for browsers. Without a build, API
 * calls still work.
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
        preCompressed: true,
        allowedPath: (pathName) => !pathName.endsWith('.map') && !pathName.startsWith('/.vite/'),
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
        return reply.header('cache-control', 'no-cache').sendFile(documentFor(path));
      }
      // A mistyped page address in a browser ('/admn', '/partners') gets the app's own 404 page
      // with a 404 status, not the API's JSON.
      const wantsPage =
        request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
      if (!isApi && hasBuild && wantsPage) {
        return reply
          .status(ERROR_STATUS.ROUTE_NOT_FOUND)
          .header('cache-control', 'no-cache')
          .sendFile('app.html');
      }
      return reply
        .status(ERROR_STATUS.ROUTE_NOT_FOUND)
        .send({ code: 'ROUTE_NOT_FOUND', message: ERROR_MESSAGES.ROUTE_NOT_FOUND });
    });
  },
  { name: 'web' },
);
