import {
  createMatchReqAnswerSchema,
  createMatchReqBodySchema,
  lastContactAnswerSchema,
  lastContactQuerySchema,
  matchReqListQuerySchema,
  matchReqListSchema,
  matchReqSchema,
} from '../analysis.js';
import { endpoint, errorAnswers } from '../api/endpoint.js';
import {
  againRecruitAnswerSchema,
  againRecruitBodySchema,
  checkExistAgainAnswerSchema,
  closeProposalsAnswerSchema,
  contractDocumentListSchema,
  installTypeParamsSchema,
  matchContractorListSchema,
  matchTransitionAnswerSchema,
  proposeListBodySchema,
  proposeSelectAnswerSchema,
  proposeSelectBodySchema,
  sendProposalAnswerSchema,
  sendProposalParamsSchema,
  userCancelBodySchema,
} from '../matching.js';
import * as routes from '../routes/matching.js';
import { guardedErrors, idParams, matchReqParams } from './parts.js';

/** The owner's writes: besides a guarded call's errors, a state that refuses the write. */
const writeErrors = errorAnswers(400, 401, 403, 409);

export const matchingEndpoints = {
  matchReqListByStatus: endpoint(routes.matchReqListByStatus, {
    summary: 'The device’s match requests, optionally by status (home shows 2)',
    query: matchReqListQuerySchema,
    responses: { 200: matchReqListSchema, ...guardedErrors },
  }),
  matchReqListAll: endpoint(routes.matchReqListAll, {
    summary: 'All of the device’s match requests, newest first',
    query: matchReqListQuerySchema.pick({ deviceId: true }),
    responses: { 200: matchReqListSchema, ...guardedErrors },
  }),
  matchReqLastContact: endpoint(routes.matchReqLastContact, {
    summary: 'The name, e-mail and phone of the device’s newest request (to prefill the next one)',
    query: lastContactQuerySchema,
    responses: { 200: lastContactAnswerSchema, ...guardedErrors },
  }),
  matchReqGet: endpoint(routes.matchReqGet, {
    summary: 'One match request with its status (period ends that passed are applied first)',
    params: idParams,
    responses: { 200: matchReqSchema, ...guardedErrors },
  }),
  matchReqCreate: endpoint(routes.matchReqCreate, {
    summary: 'Recruit contractors for a verified analysis (starts in CRG)',
    body: createMatchReqBodySchema,
    responses: { 201: createMatchReqAnswerSchema, ...writeErrors, ...errorAnswers(429) },
  }),
  matchReqCheckExistAgain: endpoint(routes.matchReqCheckExistAgain, {
    summary: 'The active request for the same address as this one, or null',
    params: matchReqParams,
    responses: { 200: checkExistAgainAnswerSchema, ...guardedErrors },
  }),
  matchReqAgainRecruit: endpoint(routes.matchReqAgainRecruit, {
    summary:
      'Recruit again from an ended request (CME): 201 with a new request, 200 with the active one',
    body: againRecruitBodySchema,
    responses: {
      200: againRecruitAnswerSchema,
      201: againRecruitAnswerSchema,
      ...writeErrors,
      ...errorAnswers(429),
    },
  }),
  propose1List: endpoint(routes.propose1List, {
    summary: 'First stage: the contractors that applied (selectStatus Y: the shortlisted)',
    body: proposeListBodySchema,
    responses: { 200: matchContractorListSchema, ...guardedErrors },
  }),
  propose2List: endpoint(routes.propose2List, {
    summary: 'Second stage: the shortlisted contractors with their proposals (Y: the confirmed)',
    body: proposeListBodySchema,
    responses: { 200: matchContractorListSchema, ...guardedErrors },
  }),
  propose1Select: endpoint(routes.propose1Select, {
    summary: 'SP1 → PSB: shortlist up to select1LimitCnt applicants',
    body: proposeSelectBodySchema,
    responses: { 200: proposeSelectAnswerSchema, ...writeErrors },
  }),
  propose2Select: endpoint(routes.propose2Select, {
    summary: 'SP2 → CMC: confirm up to select2LimitCnt contractors that sent a proposal',
    body: proposeSelectBodySchema,
    responses: { 200: proposeSelectAnswerSchema, ...writeErrors },
  }),
  matchUserCancel: endpoint(routes.matchUserCancel, {
    summary: 'End a match in CRG or SP1 with a reason of SM_CANCEL_CATE (ETC needs a detail)',
    body: userCancelBodySchema,
    responses: { 200: matchTransitionAnswerSchema, ...writeErrors },
  }),
  contractDocumentList: endpoint(routes.contractDocumentList, {
    summary: 'Contract documents for an install type and size (more from 500 kW)',
    params: installTypeParamsSchema,
    responses: { 200: contractDocumentListSchema, ...errorAnswers(400) },
  }),
  matchSendProposal: endpoint(routes.matchSendProposal, {
    summary:
      'Text the owner a 72-hour link to one proposal of the request (SP2 or CMC) at the verified phone',
    params: sendProposalParamsSchema,
    responses: {
      200: sendProposalAnswerSchema,
      ...writeErrors,
      ...errorAnswers(429, 502),
    },
  }),
  matchReqCloseProposals: endpoint(routes.matchReqCloseProposals, {
    summary:
      'The owner ends the proposal period early once every shortlisted contractor sent its proposal and a complete quote (PSB → SP2)',
    params: idParams,
    responses: { 200: closeProposalsAnswerSchema, ...guardedErrors, ...errorAnswers(409) },
  }),
};
