import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createMatchReqAnswerSchema,
  createMatchReqBodySchema,
  errorBodySchema,
} from '@haetbit/contracts';
import { assertOwnDevice, requireSession } from '../../plugins/auth.js';
import type { MatchReqService } from './service.js';

export const matchReqRoutes: FastifyPluginAsyncZod<{ matchReq: MatchReqService }> = async (
  app,
  { matchReq },
) => {
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
