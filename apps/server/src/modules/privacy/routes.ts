import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorPrivacyEndpoints, privacyEndpoints as api } from '@haetbit/contracts';
import { endpointsBehind } from '../../http/endpoint.js';
import { AppError } from '../../lib/errors.js';
import { operatorDoor, ownerDoor } from '../../http/route-options.js';
import { sessionDeviceId } from '../../plugins/auth.js';
import type { PrivacyService } from './service.js';

/**
 * The owner's rights over their data (the privacy policy's 제7조): the export and the deletion,
 * behind the device session; and the operator's deletion on an e-mailed request, behind the
 * operator's guard (the admin module owns that session).
 */
export const privacyRoutes: FastifyPluginAsyncZod<{
  privacy: PrivacyService;
  operatorGuard: onRequestHookHandler;
}> = async (app, { privacy, operatorGuard }) => {
  const owner = endpointsBehind(app, ownerDoor('privacy'));
  owner(api.privacyExport, async (request) => privacy.exportOf(sessionDeviceId(request)));
  owner(api.privacyErase, async (request) => {
    await privacy.erase(sessionDeviceId(request));
    return null;
  });

  const operator = endpointsBehind(app, operatorDoor({ onRequest: operatorGuard }));
  operator(operatorPrivacyEndpoints.adminPrivacyErase, async (request) => {
    if (!request.operator) throw new AppError('ADMIN_UNAUTHORIZED');
    return privacy.eraseByOperator(request.operator, request.body.matchReqId, request.body.reason);
  });
};
