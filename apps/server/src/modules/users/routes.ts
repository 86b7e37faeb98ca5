import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usersEndpoints as api } from '@haetbit/contracts';
import { endpointsBehind } from '../../http/endpoint.js';
import { ownerDoor } from '../../http/route-options.js';
import { assertOwnDevice, sessionDeviceId } from '../../plugins/auth.js';
import type { UsersService } from './service.js';

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (
  app,
  { users },
) => {
  const route = endpointsBehind(app, ownerDoor('users'));
  route(api.userIsExist, async (request) =>
    users.isExist(assertOwnDevice(request, request.params.deviceId)),
  );
  route(api.userCheck, async (request) =>
    users.checkAccess(assertOwnDevice(request, request.params.deviceId)),
  );
  route(api.userGet, async (request) => users.get(sessionDeviceId(request), request.params.id));
  route(api.userPatch, async (request) => users.patch(sessionDeviceId(request), request.body));
};
