import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nearestStnAnswerSchema, nearestStnBodySchema } from '@haetbit/contracts';
import { errorResponses } from '../../http/error-responses.js';
import { calcProposalAnswerSchema, calcProposalBodySchema } from './schemas.js';
import type { DataService, WeatherStationsService } from './service.js';

/** The calculation inputs are a few dozen fields: 16 KB is ample; more is a 413. */
const BODY_LIMIT_BYTES = 16 * 1024;
const errors = errorResponses(400, 404);

/** Spec section 7 'Data service': nearest weather station and the proposal calculation. */
export const dataServiceRoutes: FastifyPluginAsyncZod<{
  stations: WeatherStationsService;
  dataService: DataService;
}> = async (app, { stations, dataService }) => {
  app.post(
    '/nanoom-data/nd-api/nearest-stn',
    {
      bodyLimit: BODY_LIMIT_BYTES,
      schema: {
        tags: ['data-service'],
        body: nearestStnBodySchema,
        response: { 200: nearestStnAnswerSchema, ...errors },
      },
    },
    async (request) => stations.nearest(request.body.lat, request.body.lng),
  );

  app.post(
    '/calc-proposal-data/v2',
    {
      bodyLimit: BODY_LIMIT_BYTES,
      schema: {
        tags: ['data-service'],
        body: calcProposalBodySchema,
        response: { 200: calcProposalAnswerSchema, ...errors },
      },
    },
    async (request) => dataService.calcProposal(request.body),
  );
};
