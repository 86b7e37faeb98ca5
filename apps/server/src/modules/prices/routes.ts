import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataServiceEndpoints as api } from '@haetbit/contracts';
import { endpointsBehind } from '../../http/endpoint.js';
import { openDoor } from '../../http/route-options.js';
import type { PricesService } from './service.js';

/** Small JSON bodies only: anything larger is a 413 before parsing. */
const BODY_LIMIT_BYTES = 4 * 1024;

export const pricesRoutes: FastifyPluginAsyncZod<{ prices: PricesService }> = async (
  app,
  { prices },
) => {
  endpointsBehind(app, openDoor('data-service'))(
    api.latestSmpRec,
    async (request) => prices.latestSmpRec(request.body.localDiv, request.body.smpDt),
    { bodyLimit: BODY_LIMIT_BYTES },
  );
};
