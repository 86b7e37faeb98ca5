import { z } from 'zod';
import { endpoint, errorAnswers } from '../api/endpoint.js';
import { createSessionBodySchema, sessionSchema } from '../identity.js';
import * as routes from '../routes/users.js';
import { guardedErrors } from './parts.js';
import {
  reclaimConfirm,
  reclaimSendAuthNumber,
  recoveryConfirm,
  recoveryMovedAway,
  recoverySendAuthNumber,
  sessionCreate,
} from '../routes/identity.js';
import {
  recoveryConfirmAnswerSchema,
  recoveryConfirmBodySchema,
  recoverySendAnswerSchema,
  recoverySendBodySchema,
  reclaimConfirmBodySchema,
  reclaimSendBodySchema,
  recoveryMovedAwaySchema,
} from '../recovery.js';
import {
  deviceIdParamSchema,
  matchUserSchema,
  patchUserBodySchema,
  userIsExistSchema,
} from '../users.js';

export const identityEndpoints = {
  sessionCreate: endpoint(sessionCreate, {
    summary: 'Exchange a device id for a session token',
    body: createSessionBodySchema,
    responses: { 201: sessionSchema, ...errorAnswers(400, 403, 429) },
  }),
  recoverySendAuthNumber: endpoint(recoverySendAuthNumber, {
    summary: 'Send a code to the phone an earlier device recruited with (recovery on a new phone)',
    body: recoverySendBodySchema,
    responses: { 200: recoverySendAnswerSchema, ...errorAnswers(400, 401, 429, 502) },
  }),
  recoveryConfirm: endpoint(recoveryConfirm, {
    summary: "Verify the code and move the earlier devices' requests to this device",
    body: recoveryConfirmBodySchema,
    responses: { 200: recoveryConfirmAnswerSchema, ...errorAnswers(400, 401, 404, 409, 429) },
  }),
  recoveryMovedAway: endpoint(recoveryMovedAway, {
    summary: 'What recovery moved from this device to another phone (the old phone note)',
    responses: { 200: recoveryMovedAwaySchema, ...errorAnswers(401) },
  }),
  reclaimSendAuthNumber: endpoint(reclaimSendAuthNumber, {
    summary:
      'Send a code to the phone this device recruited with, to re-claim a device whose secret was lost',
    body: reclaimSendBodySchema,
    responses: { 200: recoverySendAnswerSchema, ...errorAnswers(400, 429, 502) },
  }),
  reclaimConfirm: endpoint(reclaimConfirm, {
    summary:
      'Verify the code and issue this device a new secret and session (same device re-claim)',
    body: reclaimConfirmBodySchema,
    responses: { 201: sessionSchema, ...errorAnswers(400, 404, 429) },
  }),
};

export const usersEndpoints = {
  userIsExist: endpoint(routes.userIsExist, {
    params: deviceIdParamSchema,
    responses: { 200: userIsExistSchema, ...guardedErrors },
  }),
  userCheck: endpoint(routes.userCheck, {
    summary: 'Create the user on first access and count accesses',
    params: deviceIdParamSchema,
    responses: { 200: matchUserSchema, ...guardedErrors },
  }),
  userGet: endpoint(routes.userGet, {
    params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
    responses: { 200: matchUserSchema, ...guardedErrors },
  }),
  userPatch: endpoint(routes.userPatch, {
    body: patchUserBodySchema,
    responses: { 200: matchUserSchema, ...guardedErrors },
  }),
};
