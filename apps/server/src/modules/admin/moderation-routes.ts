import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moderationEndpoints as api } from '@haetbit/contracts';
import { endpointsBehind } from '../../http/endpoint.js';
import type { ReviewsService } from '../reviews/service.js';
import { operatorDoor, operatorOf } from './auth.js';
import type { AdminService } from './service.js';

/** The review moderation queue at /api/admin/reviews (issue 19), behind the operator's door. */
export const moderationRoutes: FastifyPluginAsyncZod<{
  admin: AdminService;
  reviews: ReviewsService;
}> = async (app, { admin, reviews }) => {
  const route = endpointsBehind(app, operatorDoor(admin));
  route(api.adminReviewList, async (request) =>
    reviews.moderationQueue(request.query.state, request.query.page),
  );
  route(api.adminReviewDecide, async (request) => {
    const who = operatorOf(request);
    const { kind, id } = request.params;
    return admin.operatorWrite(
      who,
      `review.${request.body.decision}`,
      `review_${kind}:${id}`,
      (audit) => reviews.moderate(kind, id, request.body, who.loginId, audit),
    );
  });
};
