import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { AppError } from '../lib/errors.js';

/** The origin of a tile template (`https://host/{z}/...`), or none when the map draws no tiles. */
export function tileOrigins(tileUrl: string | null): string[] {
  if (!tileUrl) return [];
  const match = /^https:\/\/[^/]+/.exec(tileUrl);
  return match ? [match[0]] : [];
}

const CONSOLE_PREFIXES = ['/api/partner/', '/api/admin/'];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin of a Referer header, `null` (an opaque origin) when it cannot be read. */
function refererOrigin(referer: string | undefined): string | undefined {
  if (referer === undefined) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/**
 * Security headers. The CSP lets images come from the map's tile server only, derived from the
 * same setting the app is served (GET /api/map-config), so the two cannot disagree.
 */
export const securityPlugin = fp<{
  tileUrl: string | null;
  publicBaseUrl?: string | undefined;
  /** Further origins whose pages may write through the consoles (CONSOLE_ALLOWED_ORIGINS). */
  allowedOrigins?: readonly string[] | undefined;
}>(
  async (app, { tileUrl, publicBaseUrl, allowedOrigins = [] }) => {
    // Both consoles sign in with a cookie: besides SameSite, every state-changing call must come
    // from a page of this site (OWASP CSRF cheat sheet, "verifying origin with standard headers").
    // A browser names the page's origin in `Origin` (or, failing that, `Referer`); a call naming
    // another origin is refused before its handler. Calls without either header come from no
    // browser page, so they carry no ambient cookie of a victim.
    const allowed = new Set([
      ...(publicBaseUrl ? [new URL(publicBaseUrl).origin] : []),
      ...allowedOrigins,
    ]);
    app.addHook('onRequest', async (request) => {
      // The route the call reaches, not the raw URL: an encoded or doubled path that routes to a
      // console call is checked as that call.
      const path = request.routeOptions.url ?? request.url;
      if (!CONSOLE_PREFIXES.some((prefix) => path.startsWith(prefix))) return;
      if (SAFE_METHODS.has(request.method)) return;
      const named = request.headers.origin ?? refererOrigin(request.headers.referer);
      if (named === undefined) return;
      const own = `${request.protocol}://${request.host}`;
      if (named !== own && !allowed.has(named)) throw new AppError('FORBIDDEN_ORIGIN');
    });
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Leaflet positions tiles and markers with inline styles.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...tileOrigins(tileUrl)],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          // The owner's proposal, fetched with the session and shown from a blob of type PDF.
          frameSrc: ["'self'", 'blob:'],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
      },
      // The app loads images (contractor logos) from its own API only.
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security' },
);
