import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * Map tile hosts the analysis screen may draw from (VWorld satellite and base maps). Kept here so
 * the CSP and the tile configuration agree.
 */
export const MAP_TILE_HOSTS = [
  'https://xdworld.vworld.kr',
  'https://api.vworld.kr',
  'https://map.vworld.kr',
];

export const securityPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Leaflet positions tiles and markers with inline styles.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...MAP_TILE_HOSTS],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
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
