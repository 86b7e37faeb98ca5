import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createReviewAnswerSchema,
  createReviewBodySchema,
  dbIdSchema,
  errorBodySchema,
  INSTALL_TYPES,
  installReviewListSchema,
  LIMITS,
  reviewDetailAnswerSchema,
  reviewDetailBodySchema,
  reviewExistsAnswerSchema,
  reviewListAnswerSchema,
  reviewListBodySchema,
} from '@haetbit/contracts';
import { errorResponses } from '../../http/error-responses.js';
import { assertOwnDevice, requireSession, sessionDeviceId } from '../../plugins/auth.js';
import type { ReviewsService } from './service.js';

const errors = errorResponses(400, 401, 403, 404);
const security = [{ session: [] }];

export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (
  app,
  { reviews },
) => {
  app.post(
    '/api/match-review/list',
    {
      preHandler: requireSession,
      schema: {
        tags: ['reviews'],
        security,
        body: reviewListBodySchema,
        response: { 200: reviewListAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      data: await reviews.list(assertOwnDevice(request, request.body.deviceId)),
    }),
  );

  app.post(
    '/api/match-review/detail',
    {
      preHandler: requireSession,
      schema: {
        tags: ['reviews'],
        security,
        body: reviewDetailBodySchema,
        response: { 200: reviewDetailAnswerSchema, ...errors },
      },
    },
    async (request) => reviews.detail(sessionDeviceId(request), request.body.matchReqId),
  );

  app.post(
    '/api/match-review/check-is-exist/:matchReqId',
    {
      preHandler: requireSession,
      schema: {
        tags: ['reviews'],
        security,
        params: z.object({ matchReqId: dbIdSchema }),
        response: { 200: reviewExistsAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      data: await reviews.exists(sessionDeviceId(request), request.params.matchReqId),
    }),
  );

  app.post(
    '/api/match-review',
    {
      preHandler: requireSession,
      schema: {
        tags: ['reviews'],
        summary: 'Review a completed matching: the platform and the final contractors, once',
        security,
        body: createReviewBodySchema,
        response: { 201: createReviewAnswerSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const deviceId = assertOwnDevice(request, request.body.deviceId);
      return reply.code(201).send(await reviews.create(deviceId, request.body));
    },
  );

  app.get(
    '/api/match-com/install-review',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Customer reviews, newest first; sample reviews after them outside production',
        querystring: z.object({ installType: z.enum(INSTALL_TYPES).optional() }),
        response: { 200: installReviewListSchema, 400: errorBodySchema },
      },
    },
    async (request) => ({
      data: await reviews.installReviews(request.query.installType, LIMITS.reviewSliderCount),
    }),
  );
};
