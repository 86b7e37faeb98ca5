import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  againRecruitAnswerSchema,
  againRecruitBodySchema,
  checkExistAgainAnswerSchema,
  contractDocumentListSchema,
  createMatchReqAnswerSchema,
  createMatchReqBodySchema,
  dbIdSchema,
  errorBodySchema,
  installTypeParamsSchema,
  matchContractorListSchema,
  matchReqListQuerySchema,
  matchReqListSchema,
  matchReqSchema,
  matchTransitionAnswerSchema,
  type MatchStatus,
  proposeListBodySchema,
  proposeSelectAnswerSchema,
  proposeSelectBodySchema,
  sendProposalAnswerSchema,
  sendProposalParamsSchema,
  userCancelBodySchema,
} from '@haetbit/contracts';
import { errorResponses } from '../../http/error-responses.js';
import { ownerRoutes } from '../../http/route-options.js';
import { assertOwnDevice, sessionDeviceId } from '../../plugins/auth.js';
import { contractDocuments } from './documents.js';
import type { MatchingService } from './service.js';

/**
 * The owner's matching calls (spec section 7): requests, both selection stages, ending,
 * re-recruiting, contract documents and proposal links. Every call but the documents list needs
 * the device session; the service answers 403 for another device's request.
 */
export const matchReqRoutes: FastifyPluginAsyncZod<{ matchReq: MatchingService }> = async (
  app,
  { matchReq },
) => {
  const readErrors = errorResponses(400, 401, 403, 404);
  const writeErrors = { ...readErrors, 409: errorBodySchema };
  const owner = ownerRoutes('match');

  app.get(
    '/api/match-req',
    owner({
      summary: 'The device’s match requests, optionally by status (home shows 2)',
      querystring: matchReqListQuerySchema,
      response: { 200: matchReqListSchema, ...readErrors },
    }),
    async (request) => {
      const deviceId = assertOwnDevice(request, request.query.deviceId);
      const statuses = request.query.statusList?.split(',') as MatchStatus[] | undefined;
      return { data: await matchReq.list(deviceId, statuses) };
    },
  );

  app.get(
    '/api/match-req/list',
    owner({
      summary: 'All of the device’s match requests, newest first',
      querystring: matchReqListQuerySchema.pick({ deviceId: true }),
      response: { 200: matchReqListSchema, ...readErrors },
    }),
    async (request) => ({
      data: await matchReq.list(assertOwnDevice(request, request.query.deviceId)),
    }),
  );

  app.get(
    '/api/match-req/:id',
    owner({
      summary: 'One match request with its status (period ends that passed are applied first)',
      params: z.object({ id: dbIdSchema }),
      response: { 200: matchReqSchema, ...readErrors },
    }),
    async (request) => matchReq.get(sessionDeviceId(request), request.params.id),
  );

  app.post(
    '/api/match-req',
    {
      ...owner({
        summary: 'Recruit contractors for a verified analysis (starts in CRG)',
        body: createMatchReqBodySchema,
        response: { 201: createMatchReqAnswerSchema, ...writeErrors, 429: errorBodySchema },
      }),
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { deviceId, ...input } = request.body;
      const created = await matchReq.create(assertOwnDevice(request, deviceId), input);
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/api/match-req/check-exist-again/:matchReqId',
    owner({
      summary: 'The active request for the same address as this one, or null',
      params: z.object({ matchReqId: dbIdSchema }),
      response: { 200: checkExistAgainAnswerSchema, ...readErrors },
    }),
    async (request) =>
      matchReq.checkExistAgain(sessionDeviceId(request), request.params.matchReqId),
  );

  app.patch(
    '/api/match-req/again-recruit',
    {
      ...owner({
        summary:
          'Recruit again from an ended request (CME): 201 with a new request, 200 with the active one',
        body: againRecruitBodySchema,
        response: {
          200: againRecruitAnswerSchema,
          201: againRecruitAnswerSchema,
          ...writeErrors,
          429: errorBodySchema,
        },
      }),
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const deviceId = assertOwnDevice(request, request.body.deviceId);
      const answer = await matchReq.againRecruit(deviceId, request.body.id);
      return reply.status(answer.existing ? 200 : 201).send(answer);
    },
  );

  for (const stage of [1, 2] as const) {
    app.post(
      `/api/match-propose${stage}/list`,
      owner({
        summary:
          stage === 1
            ? 'First stage: the contractors that applied (selectStatus Y: the shortlisted)'
            : 'Second stage: the shortlisted contractors with their proposals (Y: the confirmed)',
        body: proposeListBodySchema,
        response: { 200: matchContractorListSchema, ...readErrors },
      }),
      async (request) => {
        const { matchStatusId, selectStatus } = request.body;
        const deviceId = sessionDeviceId(request);
        const data =
          stage === 1
            ? await matchReq.propose1List(deviceId, matchStatusId, selectStatus)
            : await matchReq.propose2List(deviceId, matchStatusId, selectStatus);
        return { data };
      },
    );

    app.patch(
      `/api/match-propose${stage}/select`,
      owner({
        summary:
          stage === 1
            ? 'SP1 → PSB: shortlist up to select1LimitCnt applicants'
            : 'SP2 → CMC: confirm up to select2LimitCnt contractors that sent a proposal',
        body: proposeSelectBodySchema,
        response: { 200: proposeSelectAnswerSchema, ...writeErrors },
      }),
      async (request) => {
        const { matchStatusId, selectedCstIds } = request.body;
        const deviceId = sessionDeviceId(request);
        return stage === 1
          ? matchReq.select1(deviceId, matchStatusId, selectedCstIds)
          : matchReq.select2(deviceId, matchStatusId, selectedCstIds);
      },
    );
  }

  app.patch(
    '/api/match-status/user-cancel',
    owner({
      summary: 'End a match in CRG or SP1 with a reason of SM_CANCEL_CATE (ETC needs a detail)',
      body: userCancelBodySchema,
      response: { 200: matchTransitionAnswerSchema, ...writeErrors },
    }),
    async (request) => matchReq.userCancel(sessionDeviceId(request), request.body),
  );

  app.get(
    '/api/match-com/install-type/:installType/:systemSize',
    {
      schema: {
        tags: ['match'],
        summary: 'Contract documents for an install type and size (more from 500 kW)',
        params: installTypeParamsSchema,
        response: { 200: contractDocumentListSchema, 400: errorBodySchema },
      },
    },
    async (request) => ({
      data: contractDocuments(request.params.installType, request.params.systemSize),
    }),
  );

  app.post(
    '/api/match-com/send-proposal/:matchReqId/:proposalFileId',
    {
      ...owner({
        summary:
          'Text the owner a 72-hour link to one proposal of the request (SP2 or CMC) at the verified phone',
        params: sendProposalParamsSchema,
        response: {
          200: sendProposalAnswerSchema,
          ...writeErrors,
          429: errorBodySchema,
          502: errorBodySchema,
        },
      }),
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (request) =>
      matchReq.sendProposal(
        sessionDeviceId(request),
        request.params.matchReqId,
        request.params.proposalFileId,
      ),
  );
};
