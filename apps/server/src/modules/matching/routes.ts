import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { matchingEndpoints as api, type MatchStatus } from '@haetbit/contracts';
import { endpointsBehind } from '../../http/endpoint.js';
import { openDoor, ownerDoor } from '../../http/route-options.js';
import { assertOwnDevice, sessionDeviceId } from '../../plugins/auth.js';
import { contractDocuments } from './documents.js';
import type { MatchingService } from './service.js';

const tenPerMinute = { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } };

/**
 * The owner's matching calls (spec section 7): requests, both selection stages, ending,
 * re-recruiting, contract documents and proposal links. Every call but the documents list needs
 * the device session; the service answers 403 for another device's request.
 */
export const matchReqRoutes: FastifyPluginAsyncZod<{ matchReq: MatchingService }> = async (
  app,
  { matchReq },
) => {
  const route = endpointsBehind(app, ownerDoor('match'));

  route(api.matchReqListByStatus, async (request) => {
    const deviceId = assertOwnDevice(request, request.query.deviceId);
    const statuses = request.query.statusList?.split(',') as MatchStatus[] | undefined;
    return { data: await matchReq.list(deviceId, statuses) };
  });
  route(api.matchReqListAll, async (request) => ({
    data: await matchReq.list(assertOwnDevice(request, request.query.deviceId)),
  }));
  route(api.matchReqLastContact, async (request) =>
    matchReq.lastContact(assertOwnDevice(request, request.query.deviceId)),
  );
  route(api.matchReqGet, async (request) =>
    matchReq.get(sessionDeviceId(request), request.params.id),
  );
  route(
    api.matchReqCreate,
    async (request) => {
      const { deviceId, ...input } = request.body;
      return matchReq.create(assertOwnDevice(request, deviceId), input);
    },
    tenPerMinute,
  );
  route(api.matchReqCheckExistAgain, async (request) =>
    matchReq.checkExistAgain(sessionDeviceId(request), request.params.matchReqId),
  );
  route(
    api.matchReqAgainRecruit,
    async (request, reply) => {
      const deviceId = assertOwnDevice(request, request.body.deviceId);
      const answer = await matchReq.againRecruit(deviceId, request.body.id);
      return reply.status(answer.existing ? 200 : 201).send(answer);
    },
    tenPerMinute,
  );

  route(api.propose1List, async (request) => ({
    data: await matchReq.propose1List(
      sessionDeviceId(request),
      request.body.matchStatusId,
      request.body.selectStatus,
    ),
  }));
  route(api.propose2List, async (request) => ({
    data: await matchReq.propose2List(
      sessionDeviceId(request),
      request.body.matchStatusId,
      request.body.selectStatus,
    ),
  }));
  route(api.propose1Select, async (request) =>
    matchReq.select1(
      sessionDeviceId(request),
      request.body.matchStatusId,
      request.body.selectedCstIds,
    ),
  );
  route(api.propose2Select, async (request) =>
    matchReq.select2(
      sessionDeviceId(request),
      request.body.matchStatusId,
      request.body.selectedCstIds,
    ),
  );

  route(api.matchUserCancel, async (request) =>
    matchReq.userCancel(sessionDeviceId(request), request.body),
  );
  route(api.matchReqCloseProposals, async (request) =>
    matchReq.closeProposals(sessionDeviceId(request), request.params.id),
  );

  endpointsBehind(app, openDoor('match'))(api.contractDocumentList, async (request) => ({
    data: contractDocuments(request.params.installType, request.params.systemSize),
  }));

  route(
    api.matchSendProposal,
    async (request) =>
      matchReq.sendProposal(
        sessionDeviceId(request),
        request.params.matchReqId,
        request.params.proposalFileId,
      ),
    { config: { rateLimit: { max: 10, timeWindow: '10 minutes' } } },
  );
};
