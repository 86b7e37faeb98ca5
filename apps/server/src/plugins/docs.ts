import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the same zod schemas that validate each call; UI at /docs (D3). */
export const docsPlugin = fp<{ ui: boolean }>(
  async (app, { ui }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: '햇빛 매칭 API',
          description:
            'Product API (/api), open-data gateway (/open) and data service of 햇빛 매칭. ' +
            'Device-scoped calls need `Authorization: Bearer <token>` from POST /api/session.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: {
            session: { type: 'http', scheme: 'bearer' },
            // The console doors of DESIGN D12: HttpOnly session cookies.
            partnerCookie: { type: 'apiKey', in: 'cookie', name: 'haetbit_partner' },
            adminCookie: { type: 'apiKey', in: 'cookie', name: 'haetbit_admin' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    // The document is always built (tests read app.swagger()); /docs serves it only when asked.
    if (ui) await app.register(swaggerUi, { routePrefix: '/docs' });
  },
  { name: 'docs' },
);
