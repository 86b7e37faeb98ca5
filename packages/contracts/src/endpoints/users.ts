import { z } from 'zod';
import { endpoint, errorAnswers } from '../api/endpoint.js';
import { createSessionBodySchema, sessionSchema } from '../identity.js';
import * as routes from '../routes/users.js';
import { sessionCreate } from '../routes/identity.js';
import {
  deviceIdParamSchema,
  matchUserSchema,
  patchUserBodySchema,
  userIsExistSchema,
} from '../users.js';

const errors = errorAnswers(400, 401, 403, 404);

export const identityEndpoints = {
  sessionCreate: endpoint(sessionCreate, {
    summary: 'Exchange a device id for a session token',
    body: createSessionBodySchema,
    responses: { 201: sessionSchema, ...errorAnswers(400, 429) },
  }),
};

export const usersEndpoints = {
  userIsExist: endpoint(routes.userIsExist, {
    params: deviceIdParamSchema,
    responses: { 200: userIsExistSchema, ...errors },
  }),
  userCheck: endpoint(routes.userCheck, {
    summary: 'Create the user on first access and count accesses',
    params: deviceIdParamSchema,
    responses: { 200: matchUserSchema, ...errors },
  }),
  userGet: endpoint(routes.userGet, {
    params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
    responses: { 200: matchUserSchema, ...errors },
  }),
  userPatch: endpoint(routes.userPatch, {
    body: patchUserBodySchema,
    responses: { 200: matchUserSchema, ...errors },
  }),
};
