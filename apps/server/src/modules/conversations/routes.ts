import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conversationsEndpoints as api } from '@haetbit/contracts';
import { AppError } from '../../lib/errors.js';
import { endpointsBehind } from '../../http/endpoint.js';
import { operatorDoor, ownerDoor, partnerDoor } from '../../http/route-options.js';
import { sessionDeviceId } from '../../plugins/auth.js';
import type { PartnerPrincipal } from '../partner/service.js';
import type { ConversationsService } from './service.js';

function partnerOf(request: FastifyRequest): PartnerPrincipal {
  if (!request.partner) throw new AppError('UNAUTHORIZED');
  return request.partner;
}

/** Writes of a thread: a person types a message now and then, never thirty a minute. */
const writeLimit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };

/**
 * The conversations before the choice (issue 33) behind three doors (DESIGN D12): the owner's
 * session under the request, the contractor's cookie under its request page, the operator's
 * session (its guard from the admin module) for reading a request's threads.
 */
export const conversationsRoutes: FastifyPluginAsyncZod<{
  conversations: ConversationsService;
  operatorGuard: onRequestHookHandler;
}> = async (app, { conversations, operatorGuard }) => {
  const owner = endpointsBehind(app, ownerDoor('match'));
  owner(api.ownerThreadGet, async (request) =>
    conversations.ownerThread(
      sessionDeviceId(request),
      request.params.id,
      request.params.contractorId,
    ),
  );
  owner(
    api.ownerThreadPost,
    async (request) =>
      conversations.ownerSend(
        sessionDeviceId(request),
        request.params.id,
        request.params.contractorId,
        request.body.body,
      ),
    writeLimit,
  );
  owner(
    api.ownerSiteVisitDecide,
    async (request) =>
      conversations.ownerDecideVisit(
        sessionDeviceId(request),
        request.params.id,
        request.params.contractorId,
        request.body,
      ),
    writeLimit,
  );

  const partner = endpointsBehind(app, partnerDoor);
  partner(api.partnerThreadGet, async (request) =>
    conversations.contractorThread(partnerOf(request), request.params.matchReqId),
  );
  partner(
    api.partnerThreadPost,
    async (request) =>
      conversations.contractorSend(
        partnerOf(request),
        request.params.matchReqId,
        request.body.body,
      ),
    writeLimit,
  );
  partner(
    api.partnerSiteVisitPropose,
    async (request) =>
      conversations.contractorProposeVisit(
        partnerOf(request),
        request.params.matchReqId,
        request.body,
      ),
    writeLimit,
  );

  endpointsBehind(app, operatorDoor({ onRequest: operatorGuard }))(
    api.adminMatchThreadList,
    async (request) => conversations.forOperator(request.params.id),
  );
};
