import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moderationEndpoints as api } from '@haetbit/contracts';
import { AppError } from '../../lib/errors.js';
import { endpointsBehind } from '../../http/endpoint.js';
import type { ReviewsService } from '../reviews/service.js';

/** The contractor's own published reviews in its console (issue 19). */
export const partnerReviewRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (
  app,
  { reviews },
) => {
  const route = endpointsBehind(app, {
    guard: { config: { role: 'partner' as const } },
    tags: ['partner'],
    security: [{ partnerCookie: [] }],
  });
  route(api.partnerReviewList, async (request) => {
    if (!request.partner) throw new AppError('UNAUTHORIZED');
    return reviews.contractorReviews(request.partner.contractorId);
  });
};
