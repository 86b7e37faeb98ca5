import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { landEndpoints as api, type MapConfig } from '@haetbit/contracts';
import { endpointsBehind } from '../../http/endpoint.js';
import { openDoor } from '../../http/route-options.js';
import { AppError } from '../../lib/errors.js';
import { requireSession } from '../../plugins/auth.js';
import type { LandService } from './service.js';

/** Outside services are paid per call and rate limited upstream: a user gets 60 a minute. */
const gatewayLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };
/** Search runs as the user types (500 ms pause): a little more room. */
const searchLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };

/**
 * The open-data gateway (spec section 7, session-authenticated POSTs) and the ordinance and
 * region limit-list calls. Every gateway answer is 200: the data, or `unavailable` with the
 * spec's 'cannot look up' text; bad input is 400.
 */
export const landRoutes: FastifyPluginAsyncZod<{ land: LandService; mapTiles: MapConfig }> = async (
  app,
  { land, mapTiles },
) => {
  const gateway = endpointsBehind(app, {
    guard: { onRequest: requireSession, config: gatewayLimit },
    tags: ['open-data'],
  });
  const search = endpointsBehind(app, {
    guard: { onRequest: requireSession, config: searchLimit },
    tags: ['open-data'],
  });
  const open = endpointsBehind(app, openDoor('land'));

  // The analysis map's base layer is a runtime setting (no build-time variable): tiles when the
  // server has a source, a plain base otherwise. The CSP allows exactly this origin.
  endpointsBehind(app, openDoor('open-data'))(api.mapConfigGet, async () => mapTiles);

  search(api.landSearchPolygon, async (request) =>
    land.search('polygon', request.params.q, request.body?.page, request.body?.size),
  );
  search(api.landSearchParcel, async (request) =>
    land.search('parcel', request.params.q, request.body?.page, request.body?.size),
  );
  gateway(api.landBoundary, async (request) => land.boundary(request.params.pnu));
  gateway(api.landCharacteristics, async (request) =>
    land.landCharacteristics(request.params.year, request.params.pnu),
  );
  gateway(api.landPossession, async (request) => land.possession(request.params.pnu));
  gateway(api.landMovement, async (request) => land.landMovement(request.params.pnu));
  gateway(api.landPrice, async (request) =>
    land.landPrice(request.params.year, request.params.pnu),
  );
  gateway(api.buildingTitle, async (request) => land.buildingTitle(request.params.pnu));
  gateway(api.devLimits, async (request) => land.devLimits(request.params.pnu));
  gateway(api.kepcoJibunList, async (request) =>
    land.kepcoJibunList(request.params.address, request.body?.pnu),
  );
  gateway(api.kepcoDispersedGeneration, async (request) =>
    land.dispersedGeneration(request.params.address, request.params.jibun, request.body?.pnu),
  );

  open(api.localOrdinanceGet, async (request) => land.ordinance(request.params.area));
  open(api.localLimitAreaGet, async (request) => {
    const found = await land.limitArea(request.params.sidoCode);
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  });
};
