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
import { ownerRoutes } from '../../http/route-options.js';
import { assertOwnDevice, sessionDeviceId } from '../../plugins/auth.js';
import type { ReviewsService } from './service.js';

const errors = errorResponses(400, 401, 403, 404);
const owner = ownerRoutes('reviews');

export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (
  app,
  { reviews },
) => {
  app.post(
    '/api/match-review/list',
    owner({
      body: reviewListBodySchema,
      response: { 200: reviewListAnswerSchema, ...errors },
    }),
    async (request) => ({
      data: await reviews.list(assertOwnDevice(request, request.body.deviceId)),
    }),
  );

  app.post(
    '/api/match-review/detail',
    owner({
      body: reviewDetailBodySchema,
      response: { 200: reviewDetailAnswerSchema, ...errors },
    }),
    async (request) => reviews.detail(sessionDeviceId(request), request.body.matchReqId),
  );

  app.post(
    '/api/match-review/check-is-exist/:matchReqId',
    owner({
      params: z.object({ matchReqId: dbIdSchema }),
      response: { 200: reviewExistsAnswerSchema, ...errors },
    }),
    async (request) => ({
      data: await reviews.exists(sessionDeviceId(request), request.params.matchReqId),
    }),
  );

  app.post(
    '/api/match-review',
    owner({
      summary: 'Review a completed matching: the platform and the final contractors, once',
      body: createReviewBodySchema,
      response: { 201: createReviewAnswerSchema, ...errors, 409: errorBodySchema },
    }),
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
