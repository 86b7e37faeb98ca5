import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  latestSmpRecAnswerSchema,
  latestSmpRecBodySchema,
} from '@haetbit/contracts';
import type { PricesService } from './service.js';

/** Small JSON bodies only: anything larger is a 413 before parsing. */
const BODY_LIMIT_BYTES = 4 * 1024;

export const pricesRoutes: FastifyPluginAsyncZod<{ prices: PricesService }> = async (
  app,
  { prices },
) => {
  app.post(
    '/latest-smp-rec',
    {
      bodyLimit: BODY_LIMIT_BYTES,
      schema: {
        tags: ['data-service'],
        body: latestSmpRecBodySchema,
        response: { 200: latestSmpRecAnswerSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => prices.latestSmpRec(request.body.localDiv, request.body.smpDt),
  );
};
