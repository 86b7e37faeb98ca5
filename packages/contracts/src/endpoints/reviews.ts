import { z } from 'zod';
import { endpoint, errorAnswers } from '../api/endpoint.js';
import { INSTALL_TYPES } from '../constants.js';
import { installReviewListSchema } from '../content.js';
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
import { guardedErrors, matchReqParams } from './parts.js';

export const reviewsEndpoints = {
  reviewList: endpoint(routes.reviewList, {
    body: reviewListBodySchema,
    responses: { 200: reviewListAnswerSchema, ...guardedErrors },
  }),
  reviewDetail: endpoint(routes.reviewDetail, {
    body: reviewDetailBodySchema,
    responses: { 200: reviewDetailAnswerSchema, ...guardedErrors },
  }),
  reviewCheckIsExist: endpoint(routes.reviewCheckIsExist, {
    params: matchReqParams,
    responses: { 200: reviewExistsAnswerSchema, ...guardedErrors },
  }),
  reviewCreate: endpoint(routes.reviewCreate, {
    summary: 'Review a completed matching: the platform and the final contractors, once',
    body: createReviewBodySchema,
    responses: { 201: createReviewAnswerSchema, ...guardedErrors, ...errorAnswers(409) },
  }),
  installReviewList: endpoint(routes.installReviewList, {
    summary: 'Customer reviews, newest first; sample reviews after them outside production',
    query: z.object({ installType: z.enum(INSTALL_TYPES).optional() }),
    responses: { 200: installReviewListSchema, ...errorAnswers(400) },
  }),
};
