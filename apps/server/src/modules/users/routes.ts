import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deviceIdParamSchema,
  matchUserSchema,
  patchUserBodySchema,
  userIsExistSchema,
} from '@haetbit/contracts';
import { errorResponses } from '../../http/error-responses.js';
import { ownerRoutes } from '../../http/route-options.js';
import { assertOwnDevice, sessionDeviceId } from '../../plugins/auth.js';
import type { UsersService } from './service.js';

const errors = errorResponses(400, 401, 403, 404);
const owner = ownerRoutes('users');

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (
  app,
  { users },
) => {
  app.get(
    '/api/match-com/match-user/is-exist/:deviceId',
    owner({
      params: deviceIdParamSchema,
      response: { 200: userIsExistSchema, ...errors },
    }),
    async (request) => users.isExist(assertOwnDevice(request, request.params.deviceId)),
  );

  app.post(
    '/api/match-com/match-user/check/:deviceId',
    owner({
      summary: 'Create the user on first access and count accesses',
      params: deviceIdParamSchema,
      response: { 200: matchUserSchema, ...errors },
    }),
    async (request) => users.checkAccess(assertOwnDevice(request, request.params.deviceId)),
  );

  app.get(
    '/api/match-user/:id',
    owner({
      params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
      response: { 200: matchUserSchema, ...errors },
    }),
    async (request) => users.get(sessionDeviceId(request), request.params.id),
  );

  app.patch(
    '/api/match-user',
    owner({
      body: patchUserBodySchema,
      response: { 200: matchUserSchema, ...errors },
    }),
    async (request) => users.patch(sessionDeviceId(request), request.body),
  );
};
