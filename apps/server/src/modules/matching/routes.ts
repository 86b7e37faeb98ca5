import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createMatchReqAnswerSchema,
  createMatchReqBodySchema,
  dbIdSchema,
  errorBodySchema,
  matchReqListQuerySchema,
  matchReqListSchema,
  matchReqSchema,
  type MatchStatus,
} from '@haetbit/contracts';
import { assertOwnDevice, requireSession, sessionDeviceId } from '../../plugins/auth.js';
import type { MatchingService } from './service.js';

export const matchReqRoutes: FastifyPluginAsyncZod<{ matchReq: MatchingService }> = async (
  app,
  { matchReq },
) => {
  const readErrors = {
    400: errorBodySchema,
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
  };

  app.get(
    '/api/match-req',
    {
      preHandler: requireSession,
      schema: {
        tags: ['match'],
        security: [{ session: [] }],
        summary: 'The device’s match requests, optionally by status (home shows 2)',
        querystring: matchReqListQuerySchema,
        response: { 200: matchReqListSchema, ...readErrors },
      },
    },
    async (request) => {
      const deviceId = assertOwnDevice(request, request.query.deviceId);
      const statuses = request.query.statusList?.split(',') as MatchStatus[] | undefined;
      return { data: await matchReq.list(deviceId, statuses) };
    },
  );

  app.get(
    '/api/match-req/list',
    {
      preHandler: requireSession,
      schema: {
        tags: ['match'],
        security: [{ session: [] }],
        querystring: matchReqListQuerySchema.pick({ deviceId: true }),
        response: { 200: matchReqListSchema, ...readErrors },
      },
    },
    async (request) => ({
      data: await matchReq.list(assertOwnDevice(request, request.query.deviceId)),
    }),
  );

  app.get(
    '/api/match-req/:id',
    {
      preHandler: requireSession,
      schema: {
        tags: ['match'],
        security: [{ session: [] }],
        params: z.object({ id: dbIdSchema }),
        response: { 200: matchReqSchema, ...readErrors },
      },
    },
    async (request) => matchReq.get(sessionDeviceId(request), request.params.id),
  );

  app.post(
    '/api/match-req',
    {
      preHandler: requireSession,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['match'],
        security: [{ session: [] }],
        summary: 'Recruit contractors for a verified analysis (starts in CRG)',
        body: createMatchReqBodySchema,
        response: {
          201: createMatchReqAnswerSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { deviceId, ...input } = request.body;
      const created = await matchReq.create(assertOwnDevice(request, deviceId), input);
      return reply.status(201).send(created);
    },
  );
};
