import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rescueEndpoints as api } from '@haetbit/contracts';
import { endpointsBehind } from '../../http/endpoint.js';
import { operatorDoor, operatorOf } from './auth.js';
import type { RescueService } from './rescue.js';
import type { AdminService } from './service.js';

/** The operator's rescue tools at /api/admin (issue 19), behind the operator's door. */
export const rescueRoutes: FastifyPluginAsyncZod<{
  admin: AdminService;
  rescue: RescueService;
}> = async (app, { admin, rescue }) => {
  const route = endpointsBehind(app, operatorDoor(admin));
  route(api.adminMatchExtend, async (request) =>
    rescue.extend(operatorOf(request), request.params.id, request.body),
  );
  route(api.adminMatchReopen, async (request) =>
    rescue.reopen(operatorOf(request), request.params.id, request.body.reason),
  );
  route(api.adminUnservedList, async () => ({ data: await rescue.unserved() }));
};
