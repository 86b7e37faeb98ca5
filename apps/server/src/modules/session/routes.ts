import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityEndpoints as api } from '@haetbit/contracts';
import { endpointsBehind } from '../../http/endpoint.js';
import { openDoor, ownerDoor } from '../../http/route-options.js';
import type { Clock } from '../../lib/clock.js';
import { sessionDeviceId } from '../../plugins/auth.js';
import { addressKey } from '../../plugins/rate-limit.js';
import type { DeviceClaim, DeviceCredentials } from './credentials.js';
import type { RecoveryService } from './recovery.js';
import { signSessionToken } from './token.js';

export interface SessionRoutesOptions {
  sessionSecret: string;
  sessionTtlMs: number;
  clock: Clock;
  credentials: DeviceCredentials;
  recovery: RecoveryService;
}

/**
 * POST /api/session exchanges the shell's device id, with the secret its first exchange issued,
 * for a signed session token (D8, decision 003); recovery on a new phone beside it.
 */
export const sessionRoutes: FastifyPluginAsyncZod<SessionRoutesOptions> = async (app, options) => {
  const route = endpointsBehind(app, openDoor('identity'));
  /** A session token under the device's claim, with its secret when this call issued it. */
  const sessionOf = (deviceId: string, claim: DeviceClaim) => {
    const expiresAt = new Date(options.clock.now().getTime() + options.sessionTtlMs);
    const token = signSessionToken(
      { deviceId, expiresAt, claimedAtMs: claim.claimedAt.getTime() },
      options.sessionSecret,
    );
    return {
      token,
      expiresAt: expiresAt.toISOString(),
      ...(claim.deviceSecret ? { deviceSecret: claim.deviceSecret } : {}),
    };
  };
  route(
    api.sessionCreate,
    async (request) =>
      sessionOf(
        request.body.deviceId,
        await options.credentials.exchange(request.body.deviceId, request.body.deviceSecret),
      ),
    // Per address whatever token the call carries: a new device id is free to mint.
    { config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: addressKey } } },
  );

  // The same device re-claiming itself has no session to start from: open, per address.
  route(
    api.reclaimSendAuthNumber,
    async (request) =>
      options.recovery.sendReclaim(request.body.deviceId, request.body.phone, request.ip),
    { config: { rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: addressKey } } },
  );
  route(
    api.reclaimConfirm,
    async (request) =>
      sessionOf(
        request.body.deviceId,
        await options.recovery.reclaim(
          request.body.deviceId,
          request.body.phone,
          request.body.smsAuthNumber,
        ),
      ),
    { config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: addressKey } } },
  );

  const owner = endpointsBehind(app, ownerDoor('identity'));
  owner(api.recoveryMovedAway, async (request) =>
    options.recovery.movedAway(sessionDeviceId(request)),
  );
  owner(
    api.recoverySendAuthNumber,
    async (request) =>
      options.recovery.send(sessionDeviceId(request), request.body.phone, request.ip),
    { config: { rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: addressKey } } },
  );
  owner(
    api.recoveryConfirm,
    async (request) =>
      options.recovery.confirm(
        sessionDeviceId(request),
        request.body.phone,
        request.body.smsAuthNumber,
      ),
    { config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: addressKey } } },
  );
};
