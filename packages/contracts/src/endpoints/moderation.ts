import { endpoint, errorAnswers } from '../api/endpoint.js';
import {
  adminReviewDecisionBodySchema,
  adminReviewItemSchema,
  adminReviewListSchema,
  adminReviewParamsSchema,
  adminReviewQuerySchema,
  partnerReviewListSchema,
} from '../moderation.js';
import * as routes from '../routes/moderation.js';

const errors = errorAnswers(400, 401, 403);

export const moderationEndpoints = {
  adminReviewList: endpoint(routes.adminReviewList, {
    summary: 'Reviews by moderation state (pending first in the queue), oldest first',
    query: adminReviewQuerySchema,
    responses: { 200: adminReviewListSchema, ...errors },
  }),
  adminReviewDecide: endpoint(routes.adminReviewDecide, {
    summary: 'Publish a review, or hide it with a reason (audited)',
    params: adminReviewParamsSchema,
    body: adminReviewDecisionBodySchema,
    responses: { 200: adminReviewItemSchema, ...errors, ...errorAnswers(404) },
  }),
  partnerReviewList: endpoint(routes.partnerReviewList, {
    summary: 'The contractor’s published reviews with their average',
    responses: { 200: partnerReviewListSchema, ...errors },
  }),
};
