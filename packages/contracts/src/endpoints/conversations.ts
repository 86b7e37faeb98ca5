import { z } from 'zod';
import { endpoint, errorAnswers } from '../api/endpoint.js';
import {
  adminThreadListSchema,
  siteVisitDecisionBodySchema,
  siteVisitProposalBodySchema,
  threadAnswerSchema,
  threadMessageBodySchema,
} from '../conversations.js';
import { dbIdSchema } from '../identity.js';
import * as routes from '../routes/conversations.js';
import { guardedErrors, idParams, matchReqParams } from './parts.js';

/** The owner's thread with one shortlisted contractor of its request. */
const ownerThreadParams = z.object({ id: dbIdSchema, contractorId: dbIdSchema });

export const conversationsEndpoints = {
  ownerThreadGet: endpoint(routes.ownerThreadGet, {
    summary:
      'The owner’s thread with a shortlisted contractor: messages and the site-visit proposal (no phones)',
    params: ownerThreadParams,
    responses: { 200: threadAnswerSchema, ...guardedErrors },
  }),
  ownerThreadPost: endpoint(routes.ownerThreadPost, {
    summary:
      'The owner writes to a shortlisted contractor (PSB, SP2); links and phone numbers are taken out',
    params: ownerThreadParams,
    body: threadMessageBodySchema,
    responses: { 201: threadAnswerSchema, ...guardedErrors, ...errorAnswers(409) },
  }),
  ownerSiteVisitDecide: endpoint(routes.ownerSiteVisitDecide, {
    summary: 'The owner accepts one of the proposed visit times, or declines them',
    params: ownerThreadParams,
    body: siteVisitDecisionBodySchema,
    responses: { 200: threadAnswerSchema, ...guardedErrors, ...errorAnswers(409) },
  }),
  partnerThreadGet: endpoint(routes.partnerThreadGet, {
    summary: 'The shortlisted contractor’s thread with the owner of a request (no phones)',
    params: matchReqParams,
    responses: { 200: threadAnswerSchema, ...errorAnswers(400, 401, 403, 404) },
  }),
  partnerThreadPost: endpoint(routes.partnerThreadPost, {
    summary:
      'The shortlisted contractor writes to the owner (PSB, SP2); links and phone numbers are taken out',
    params: matchReqParams,
    body: threadMessageBodySchema,
    responses: { 201: threadAnswerSchema, ...errorAnswers(400, 401, 403, 404, 409) },
  }),
  partnerSiteVisitPropose: endpoint(routes.partnerSiteVisitPropose, {
    summary: 'The shortlisted contractor proposes up to three site-visit times',
    params: matchReqParams,
    body: siteVisitProposalBodySchema,
    responses: { 201: threadAnswerSchema, ...errorAnswers(400, 401, 403, 404, 409) },
  }),
  adminMatchThreadList: endpoint(routes.adminMatchThreadList, {
    summary: 'Every message and site-visit proposal of a request (operator, for disputes)',
    params: idParams,
    responses: { 200: adminThreadListSchema, ...errorAnswers(400, 401, 403, 404) },
  }),
};
