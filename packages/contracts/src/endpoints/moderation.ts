import { endpoint } from '../api/endpoint.js';
import {
  adminReviewDecisionBodySchema,
  adminReviewItemSchema,
  adminReviewListSchema,
  adminReviewParamsSchema,
  adminReviewQuerySchema,
  partnerReviewListSchema,
} from '../moderation.js';
import * as routes from '../routes/moderation.js';
import { guardedErrors, operatorWrite } from './parts.js';

export const moderationEndpoints = {
  adminReviewList: endpoint(routes.adminReviewList, {
    summary: 'Reviews by moderation state (pending first in the queue), oldest first',
    query: adminReviewQuerySchema,
    responses: { 200: adminReviewListSchema, ...guardedErrors },
  }),
  adminReviewDecide: operatorWrite(routes.adminReviewDecide, {
    summary: 'Publish a review, or hide it with a reason (audited)',
    params: adminReviewParamsSchema,
    body: adminReviewDecisionBodySchema,
    answer: adminReviewItemSchema,
  }),
  partnerReviewList: endpoint(routes.partnerReviewList, {
    summary: 'The contractor’s published reviews with their average',
    responses: { 200: partnerReviewListSchema, ...guardedErrors },
  }),
};
