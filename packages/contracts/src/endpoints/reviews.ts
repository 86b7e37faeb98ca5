import { z } from 'zod';
import { endpoint, errorAnswers } from '../api/endpoint.js';
import { INSTALL_TYPES } from '../constants.js';
import { installReviewListSchema } from '../content.js';
import { dbIdSchema } from '../identity.js';
import {
  createReviewAnswerSchema,
  createReviewBodySchema,
  reviewDetailAnswerSchema,
  reviewDetailBodySchema,
  reviewExistsAnswerSchema,
  reviewListAnswerSchema,
  reviewListBodySchema,
} from '../matching.js';
import * as routes from '../routes/reviews.js';

/** The owner's calls: a missing id answers as another device's (403), never 404 (issue 20). */
const errors = errorAnswers(400, 401, 403);

export const reviewsEndpoints = {
  reviewList: endpoint(routes.reviewList, {
    body: reviewListBodySchema,
    responses: { 200: reviewListAnswerSchema, ...errors },
  }),
  reviewDetail: endpoint(routes.reviewDetail, {
    body: reviewDetailBodySchema,
    responses: { 200: reviewDetailAnswerSchema, ...errors },
  }),
  reviewCheckIsExist: endpoint(routes.reviewCheckIsExist, {
    params: z.object({ matchReqId: dbIdSchema }),
    responses: { 200: reviewExistsAnswerSchema, ...errors },
  }),
  reviewCreate: endpoint(routes.reviewCreate, {
    summary: 'Review a completed matching: the platform and the final contractors, once',
    body: createReviewBodySchema,
    responses: { 201: createReviewAnswerSchema, ...errors, ...errorAnswers(409) },
  }),
  installReviewList: endpoint(routes.installReviewList, {
    summary: 'Customer reviews, newest first; sample reviews after them outside production',
    query: z.object({ installType: z.enum(INSTALL_TYPES).optional() }),
    responses: { 200: installReviewListSchema, ...errorAnswers(400) },
  }),
};
