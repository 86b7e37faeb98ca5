import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quotesEndpoints as api } from '@haetbit/contracts';
import { AppError } from '../../lib/errors.js';
import { endpointsBehind } from '../../http/endpoint.js';
import { operatorDoor, ownerDoor, partnerDoor } from '../../http/route-options.js';
import { sessionDeviceId } from '../../plugins/auth.js';
import type { PartnerPrincipal } from '../partner/service.js';
import type { QuotesService } from './service.js';

function partnerOf(request: FastifyRequest): PartnerPrincipal {
  if (!request.partner) throw new AppError('UNAUTHORIZED');
  return request.partner;
}

/**
 * Structured quotes behind three doors (DESIGN D12): the contractor's cookie for its own quote,
 * the owner's session for the comparison, the operator's session for the match's quotes. The
 * operator's guard comes from the admin module, which owns that session.
 */
export const quotesRoutes: FastifyPluginAsyncZod<{
  quotes: QuotesService;
  operatorGuard: onRequestHookHandler;
}> = async (app, { quotes, operatorGuard }) => {
  const partner = endpointsBehind(app, partnerDoor);
  partner(api.partnerQuoteGet, async (request) =>
    quotes.own(partnerOf(request), request.params.matchReqId),
  );
  partner(api.partnerQuotePut, async (request) =>
    quotes.save(partnerOf(request), request.params.matchReqId, request.body),
  );

  endpointsBehind(app, ownerDoor('match'))(api.matchQuoteComparison, async (request) =>
    quotes.comparison(sessionDeviceId(request), request.params.matchReqId),
  );

  endpointsBehind(app, operatorDoor({ onRequest: operatorGuard }))(
    api.adminMatchQuoteList,
    async (request) => quotes.forOperator(request.params.id),
  );
};
