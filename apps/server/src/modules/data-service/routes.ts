import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataServiceEndpoints as api } from '@haetbit/contracts';
import { endpointsBehind } from '../../http/endpoint.js';
import { openDoor } from '../../http/route-options.js';
import { calcProposalEndpoint } from './schemas.js';
import type { DataService, WeatherStationsService } from './service.js';

/** The calculation inputs are a few dozen fields: 16 KB is ample; more is a 413. */
const smallBody = { bodyLimit: 16 * 1024 };
/** Proposal calculations one caller (an address without a session) may ask for in a minute. */
export const CALC_PER_CALLER_PER_MINUTE = 20;

/** Spec section 7 'Data service': nearest weather station and the proposal calculation. */
export const dataServiceRoutes: FastifyPluginAsyncZod<{
  stations: WeatherStationsService;
  dataService: DataService;
}> = async (app, { stations, dataService }) => {
  const route = endpointsBehind(app, openDoor('data-service'));
  route(
    api.nearestStation,
    async (request) => stations.nearest(request.body.lat, request.body.lng),
    smallBody,
  );
  // The calculation runs the engine (a simulated year, 20 years of finance): its own limit per
  // caller, so a few addresses cannot slow everything else (issue 34).
  route(calcProposalEndpoint, async (request) => dataService.calcProposal(request.body), {
    ...smallBody,
    config: { rateLimit: { max: CALC_PER_CALLER_PER_MINUTE, timeWindow: '1 minute' } },
  });
};
