import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIMITS, reviewsEndpoints as api } from '@haetbit/contracts';
import { endpointsBehind } from '../../http/endpoint.js';
import { openDoor, ownerDoor } from '../../http/route-options.js';
import { assertOwnDevice, sessionDeviceId } from '../../plugins/auth.js';
import type { ReviewsService } from './service.js';

export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (
  app,
  { reviews },
) => {
  const route = endpointsBehind(app, ownerDoor('reviews'));
  route(api.reviewList, async (request) => ({
    data: await reviews.list(assertOwnDevice(request, request.body.deviceId)),
  }));
  route(api.reviewDetail, async (request) =>
    reviews.detail(sessionDeviceId(request), request.body.matchReqId),
  );
  route(api.reviewCheckIsExist, async (request) => ({
    data: await reviews.exists(sessionDeviceId(request), request.params.matchReqId),
  }));
  route(api.reviewCreate, async (request) =>
    reviews.create(assertOwnDevice(request, request.body.deviceId), request.body),
  );
  endpointsBehind(app, openDoor('reviews'))(api.installReviewList, async (request) => ({
    data: await reviews.installReviews(request.query.installType, LIMITS.reviewSliderCount),
  }));
};
