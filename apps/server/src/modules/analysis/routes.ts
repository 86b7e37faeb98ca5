import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analysisSchema,
  analyzingListAnswerSchema,
  analyzingListQuerySchema,
  checkIsIngAnswerSchema,
  checkIsIngBodySchema,
  createAnalysisAnswerSchema,
  createAnalysisBodySchema,
  dbIdSchema,
  errorBodySchema,
  patchAnalysisBodySchema,
  predictionAnswerSchema,
  predictionBodySchema,
} from '@haetbit/contracts';
import { errorResponses } from '../../http/error-responses.js';
import { ownerRoutes } from '../../http/route-options.js';
import { assertOwnDevice, sessionDeviceId } from '../../plugins/auth.js';
import type { AnalysisService } from './service.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const owner = ownerRoutes('analysis');
const idParams = z.object({ id: dbIdSchema });

export const analysisRoutes: FastifyPluginAsyncZod<{ analysis: AnalysisService }> = async (
  app,
  { analysis },
) => {
  app.post(
    '/api/match-analysis/check-is-ing',
    owner({
      body: checkIsIngBodySchema,
      response: { 200: checkIsIngAnswerSchema, ...errors },
    }),
    async (request) =>
      analysis.checkIsIng(assertOwnDevice(request, request.body.deviceId), request.body.pnu),
  );

  app.post(
    '/api/match-analysis',
    {
      ...owner({
        summary: 'Start an analysis: the server gathers the land data itself',
        body: createAnalysisBodySchema,
        response: { 201: createAnalysisAnswerSchema, 429: errorBodySchema, ...errors },
      }),
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const deviceId = assertOwnDevice(request, request.body.deviceId);
      return reply.status(201).send(await analysis.create(deviceId, request.body));
    },
  );

  app.get(
    '/api/match-analysis/list',
    owner({
      summary: 'The device’s analyses that have no match request yet',
      querystring: analyzingListQuerySchema,
      response: { 200: analyzingListAnswerSchema, ...errors },
    }),
    async (request) => ({
      data: await analysis.listAnalyzing(assertOwnDevice(request, request.query.deviceId)),
    }),
  );

  app.get(
    '/api/match-analysis/:id',
    owner({ params: idParams, response: { 200: analysisSchema, ...errors } }),
    async (request) => analysis.get(sessionDeviceId(request), request.params.id),
  );

  app.patch(
    '/api/match-analysis',
    owner({
      summary: 'Set the install type and area (capacity recomputed), refresh land data or profit',
      body: patchAnalysisBodySchema,
      response: { 200: analysisSchema, ...errors },
    }),
    async (request) => analysis.patch(sessionDeviceId(request), request.body),
  );

  app.patch(
    '/api/match-analysis/prediction',
    owner({
      summary: 'Forecast monthly output and 20-year profit with the engine',
      body: predictionBodySchema,
      response: { 200: predictionAnswerSchema, ...errors },
    }),
    async (request) => analysis.predict(sessionDeviceId(request), request.body),
  );

  app.delete(
    '/api/match-analysis/:id',
    owner({ params: idParams, response: { 204: z.null(), ...errors } }),
    async (request, reply) => {
      await analysis.delete(sessionDeviceId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
