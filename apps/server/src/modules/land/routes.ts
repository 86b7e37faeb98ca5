import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressParamSchema,
  addressSearchAnswerSchema,
  boundaryAnswerSchema,
  buildingAnswerSchema,
  devLimitAnswerSchema,
  dispersedGenerationAnswerSchema,
  errorBodySchema,
  jibunParamSchema,
  kepcoBodySchema,
  kepcoJibunListAnswerSchema,
  landInfoAnswerSchema,
  landMovementAnswerSchema,
  landPriceAnswerSchema,
  localLimitAreaSchema,
  localOrdinanceSchema,
  mapConfigSchema,
  ordinanceAreaSchema,
  pnuSchema,
  possessionAnswerSchema,
  searchBodySchema,
  searchQuerySchema,
  sidoCodeSchema,
  yearParamSchema,
  type MapConfig,
} from '@haetbit/contracts';
import { errorResponses } from '../../http/error-responses.js';
import { routesBehind } from '../../http/route-options.js';
import { AppError } from '../../errors.js';
import { requireSession } from '../../plugins/auth.js';
import type { LandService } from './service.js';

const errors = errorResponses(400, 401, 429);
/** Outside services are paid per call and rate limited upstream: a user gets 60 a minute. */
const gatewayLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };
/** Search runs as the user types (500 ms pause): a little more room. */
const searchLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };
const gatewayRoute = routesBehind({
  guard: { preHandler: requireSession, config: gatewayLimit },
  tags: ['open-data'],
});
const searchRoute = routesBehind({
  guard: { preHandler: requireSession, config: searchLimit },
  tags: ['open-data'],
});
const pnuParams = z.object({ pnu: pnuSchema });
const yearPnuParams = z.object({ year: yearParamSchema, pnu: pnuSchema });

/**
 * The open-data gateway (spec section 7, session-authenticated POSTs) and the ordinance and
 * region limit-list calls. Every gateway answer is 200: the data, or `unavailable` with the
 * spec's 'cannot look up' text; bad input is 400.
 */
export const landRoutes: FastifyPluginAsyncZod<{ land: LandService; mapTiles: MapConfig }> = async (
  app,
  { land, mapTiles },
) => {
  // The analysis map's base layer is a runtime setting (no build-time variable): tiles when the
  // server has a source, a plain base otherwise. The CSP allows exactly this origin.
  app.get(
    '/api/map-config',
    { schema: { tags: ['open-data'], response: { 200: mapConfigSchema } } },
    async () => mapTiles,
  );

  for (const [path, kind] of [
    ['/open/seereal-api/search-land-polygon/list/:q', 'polygon'],
    ['/open/vw-api/parcel-number/list/:q', 'parcel'],
  ] as const) {
    app.post(
      path,
      searchRoute({
        params: z.object({ q: searchQuerySchema }),
        body: searchBodySchema,
        response: { 200: addressSearchAnswerSchema, ...errors },
      }),
      async (request) =>
        land.search(kind, request.params.q, request.body?.page, request.body?.size),
    );
  }

  app.post(
    '/open/nsdi-api/land-boundary-pos/:pnu',
    gatewayRoute({
      params: pnuParams,
      response: { 200: boundaryAnswerSchema, ...errors },
    }),
    async (request) => land.boundary(request.params.pnu),
  );

  app.post(
    '/open/public-data-api/land-characteristics-service/:year/:pnu',
    gatewayRoute({
      params: yearPnuParams,
      response: { 200: landInfoAnswerSchema, ...errors },
    }),
    async (request) => land.landCharacteristics(request.params.year, request.params.pnu),
  );

  app.post(
    '/open/public-data-api/land-possession-service/:pnu',
    gatewayRoute({
      params: pnuParams,
      response: { 200: possessionAnswerSchema, ...errors },
    }),
    async (request) => land.possession(request.params.pnu),
  );

  app.post(
    '/open/nsdi-api/land-move-attr/:pnu',
    gatewayRoute({
      params: pnuParams,
      response: { 200: landMovementAnswerSchema, ...errors },
    }),
    async (request) => land.landMovement(request.params.pnu),
  );

  app.post(
    '/open/nsdi-api/indvd-land-price-attr/:year/:pnu',
    gatewayRoute({
      params: yearPnuParams,
      response: { 200: landPriceAnswerSchema, ...errors },
    }),
    async (request) => land.landPrice(request.params.year, request.params.pnu),
  );

  app.post(
    '/open/bld-rgst/br-title-info/:pnu',
    gatewayRoute({
      params: pnuParams,
      response: { 200: buildingAnswerSchema, ...errors },
    }),
    async (request) => land.buildingTitle(request.params.pnu),
  );

  app.post(
    '/open/elis-api/dev-limit-infos/:pnu',
    gatewayRoute({
      params: pnuParams,
      response: { 200: devLimitAnswerSchema, ...errors },
    }),
    async (request) => land.devLimits(request.params.pnu),
  );

  app.post(
    '/open/kepco-api/jibun-list/:address',
    gatewayRoute({
      params: z.object({ address: addressParamSchema }),
      body: kepcoBodySchema,
      response: { 200: kepcoJibunListAnswerSchema, ...errors },
    }),
    async (request) => land.kepcoJibunList(request.params.address, request.body?.pnu),
  );

  app.post(
    '/open/kepco-api/dispersed-generation-service/:address/:jibun',
    gatewayRoute({
      params: z.object({ address: addressParamSchema, jibun: jibunParamSchema }),
      body: kepcoBodySchema,
      response: { 200: dispersedGenerationAnswerSchema, ...errors },
    }),
    async (request) =>
      land.dispersedGeneration(request.params.address, request.params.jibun, request.body?.pnu),
  );

  app.get(
    '/api/local-ordinance/area/:area',
    {
      schema: {
        tags: ['land'],
        params: z.object({ area: ordinanceAreaSchema }),
        response: { 200: localOrdinanceSchema, 400: errorBodySchema },
      },
    },
    async (request) => land.ordinance(request.params.area),
  );

  app.get(
    '/api/match-com/local-limit-area/:sidoCode',
    {
      schema: {
        tags: ['land'],
        params: z.object({ sidoCode: sidoCodeSchema }),
        response: { 200: localLimitAreaSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const found = await land.limitArea(request.params.sidoCode);
      if (!found) throw new AppError('NOT_FOUND');
      return found;
    },
  );
};
