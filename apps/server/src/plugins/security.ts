import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/** The origin of a tile template (`https://host/{z}/...`), or none when the map draws no tiles. */
export function tileOrigins(tileUrl: string | null): string[] {
  if (!tileUrl) return [];
  const match = /^https:\/\/[^/]+/.exec(tileUrl);
  return match ? [match[0]] : [];
}

/**
 * Security headers. The CSP lets images come from the map's tile server only, derived from the
 * same setting the app is served (GET /api/map-config), so the two cannot disagree.
 */
export const securityPlugin = fp<{ tileUrl: string | null }>(
  async (app, { tileUrl }) => {
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
